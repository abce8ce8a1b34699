import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel } from '../../testing/render-panel';

const AUTHORITY = 'A1iceA1iceA1iceA1iceA1iceA1iceA1iceA1iceA1ic';

describe("the dashboard's changes of the donation wallet's rules", () => {
  it('lists each change noticed with what changed, when and its transaction', async () => {
    const { api } = createFakeApi({
      faq: SEED.faq,
      controlChanges: [
        {
          at: '2026-11-20T10:00:00.000Z',
          signature: '5'.repeat(88),
          changes: [
            { field: 'threshold', before: '3/5', after: '2/5' },
            { field: 'configAuthority', before: 'none', after: AUTHORITY },
          ],
        },
      ],
    });
    await renderPanel(api);
    const part = await screen.findByRole('region', { name: "Donation wallet's rules" });
    const item = await within(part).findByRole('listitem');
    expect(item.textContent).toContain(
      `Threshold (approvals/voters): 3/5 → 2/5; Config authority: none → ${AUTHORITY}`,
    );
    expect(item.textContent).toContain(`transaction ${'5'.repeat(88)}`);
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
