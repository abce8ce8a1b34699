import type { UnreadLedgerTransaction } from '@contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../config/site';
import { explorerTransactionUrl } from '../../../lib/ledger-format';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel } from '../../testing/render-panel';

const SIGNATURE = '4'.repeat(88);
const UNREAD: UnreadLedgerTransaction[] = [
  {
    signature: SIGNATURE,
    slot: 1234,
    time: '2026-11-03T00:00:11.000Z',
    runs: 7,
    lastError:
      'getTransaction: JSON-RPC error -32009: Slot 1234 was skipped, or missing in long-term storage',
    firstTriedAt: '2026-11-20T10:00:00.000Z',
    lastTriedAt: '2026-11-20T11:00:00.000Z',
  },
  {
    signature: '3'.repeat(88),
    slot: 1200,
    time: null,
    runs: 1,
    lastError: 'The node answered null',
    firstTriedAt: '2026-11-20T11:00:00.000Z',
    lastTriedAt: '2026-11-20T11:00:00.000Z',
  },
];

async function openPart(unread: UnreadLedgerTransaction[]) {
  const fake = createFakeApi({ unread });
  await renderPanel(fake.api, 'Ledger');
  return { fake, part: await screen.findByRole('region', { name: 'Transactions not read yet' }) };
}

describe("the Ledger tab's transactions not read yet", () => {
  it('lists each with its transaction on the explorer, the runs that tried it and the last error', async () => {
    const { part } = await openPart(UNREAD);
    const [stuck, fresh] = await within(part).findAllByRole('listitem');
    const link = within(stuck as HTMLElement).getByRole('link', { name: 'Transaction 4444…4444 ↗' });
    // The operator's explorer, as the public ledger and the dashboard link a transaction.
    expect(link.getAttribute('href')).toBe(`${explorerTransactionUrl(site.links)}${SIGNATURE}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(stuck?.textContent).toContain('Tried in 7 runs, last ');
    expect(stuck?.textContent).toContain(
      'Last error: getTransaction: JSON-RPC error -32009: Slot 1234 was skipped, or missing in long-term storage',
    );
    expect(fresh?.textContent).toContain('Tried in 1 run, last ');
    expect(fresh?.textContent).toContain('Last error: The node answered null');
  });

  it('says when the node has returned every transaction', async () => {
    const { part, fake } = await openPart([]);
    await within(part).findByText('The node has returned every transaction of the donation wallet.');
    expect(within(part).queryByRole('listitem')).toBeNull();
    expect(fake.api.ledgerUnread).toHaveBeenCalledTimes(1);
  });

  it('says so when the list cannot be read, rather than showing none', async () => {
    const fake = createFakeApi();
    fake.api.ledgerUnread.mockRejectedValue(new Error('503'));
    await renderPanel(fake.api, 'Ledger');
    await screen.findByText('Failed to load the transactions not read yet');
    expect(screen.queryByText(/returned every transaction/)).toBeNull();
  });
});
