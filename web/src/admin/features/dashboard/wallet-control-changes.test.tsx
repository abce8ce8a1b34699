import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../config/site';
import { explorerTransactionUrl } from '../../../lib/ledger-format';
import { shortAddress } from '../../../lib/token-amount';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel } from '../../testing/render-panel';

const AUTHORITY = 'A1iceA1iceA1iceA1iceA1iceA1iceA1iceA1iceA1ic';
const SIGNATURE = '5'.repeat(88);

describe("the dashboard's changes of the donation wallet's rules", () => {
  it('lists each change noticed, newest first, with what changed, when and its transaction', async () => {
    const { api } = createFakeApi({
      faq: SEED.faq,
      controlChanges: [
        {
          at: '2026-11-20T10:00:00.000Z',
          signature: SIGNATURE,
          changes: [
            { field: 'threshold', before: '3/5', after: '2/5' },
            { field: 'configAuthority', before: 'none', after: AUTHORITY },
            {
              field: 'members',
              before: '3',
              after: '3',
              joined: [AUTHORITY],
              left: [SIGNATURE],
              changed: [],
            },
          ],
        },
        {
          at: '2026-11-18T09:00:00.000Z',
          signature: null,
          changes: [{ field: 'timeLock', before: '0', after: '86400' }],
        },
      ],
    });
    await renderPanel(api);
    const part = await screen.findByRole('region', { name: "Donation wallet's rules" });
    const [newest, older] = await within(part).findAllByRole('listitem');
    expect(newest?.textContent).toContain(
      `Threshold (approvals/voters): 3/5 → 2/5; Config authority: none → ${AUTHORITY}`,
    );
    // A replaced member is named, not hidden behind "3 → 3".
    expect(newest?.textContent).toContain(
      `Members: 3 → 3 (joined: ${shortAddress(AUTHORITY)}; left: 5555…5555)`,
    );
    const link = within(newest as HTMLElement).getByRole('link', { name: 'Transaction 5555…5555 ↗' });
    // The operator's explorer, as the public ledger links a transaction.
    expect(link.getAttribute('href')).toBe(`${explorerTransactionUrl(site.links)}${SIGNATURE}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // No transaction of the multisig's recent ones changed the rules: said, not guessed.
    expect(older?.textContent).toContain('Timelock (s): 0 → 86400');
    expect(older?.textContent).toContain('Transaction not found');
    expect(within(older as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says when nothing changed', async () => {
    const { api } = createFakeApi({ faq: SEED.faq });
    await renderPanel(api);
    await screen.findByText("No change of the donation wallet's rules in the last 30 days.");
  });

  it('says so when the changes cannot be read, rather than showing none', async () => {
    const { api } = createFakeApi({ faq: SEED.faq });
    api.walletControlChanges.mockRejectedValue(new Error('503'));
    await renderPanel(api);
    await screen.findByText("Failed to load the changes of the donation wallet's rules");
    expect(screen.queryByText(/No change of the donation wallet's rules/)).toBeNull();
  });
});
