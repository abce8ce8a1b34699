import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outflow } from '../../../testing/ledger-fixtures';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };
const OUTFLOWS = [
  outflow('SigWaiting', 0.1, 4),
  outflow('SigExplained', 0.3, 9, { note: 'Listing fee', link: 'https://example.test/listing' }),
];
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function openTab() {
  const fake = createFakeApi({ outflows: OUTFLOWS });
  await renderPanel(fake.api, 'Ledger');
  await screen.findByRole('heading', { name: 'Ledger' });
  await screen.findByText('Listing fee');
  return fake;
}

describe('LedgerTab', () => {
  it('lists each outflow with its note, or "not yet explained" and how long it has waited', async () => {
    await openTab();
    expect(screen.getByText('Not yet explained · sent 4 days ago')).toBeTruthy();
    expect(screen.getByText('https://example.test/listing')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /−0\.1 SOL to Vend…1111$/ })).toBeTruthy();
    expect(screen.getByText(/Ledger brought up to date 5 min ago/)).toBeTruthy();
  });

  it('explains an outflow: the note and link are sent with a key, toasted and shown', async () => {
    const { api } = await openTab();
    fireEvent.click(screen.getByRole('button', { name: /^Explain / }));
    const form = screen.getByRole('dialog', { name: 'Explain outflow' });
    fireEvent.change(field(form, 'Note'), { target: { value: 'Paid the moderators' } });
    fireEvent.change(field(form, 'Link'), { target: { value: 'https://example.test/post/1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Paid the moderators')).toBeTruthy();
    expect(api.saveLedgerNote).toHaveBeenCalledWith(
      'SigWaiting',
      { note: 'Paid the moderators', link: 'https://example.test/post/1' },
      KEY,
    );
    // The toast follows the saved note by a render; a loaded machine has shown the note first.
    await waitFor(() => expect(toastTexts()).toEqual(['Note saved']));
    expect(screen.queryByText(/Not yet explained/)).toBeNull();
  });

  it("refuses a script link and an oversized note with the server's messages, sending nothing", async () => {
    const { api } = await openTab();
    fireEvent.click(screen.getByRole('button', { name: /^Edit note of / }));
    const form = screen.getByRole('dialog', { name: 'Edit note' });
    expect((field(form, 'Note') as HTMLTextAreaElement).value).toBe('Listing fee');
    fireEvent.change(field(form, 'Note'), { target: { value: 'x'.repeat(281) } });
    fireEvent.change(field(form, 'Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(within(form).getByText('Note must be less than 280 characters')).toBeTruthy();
    expect(within(form).getByText(/^Link must be an https address/)).toBeTruthy();
    expect(api.saveLedgerNote).not.toHaveBeenCalled();
  });

  it('shows the outflows a page at a time, newest first, and older ones on demand', async () => {
    const outflows = Array.from({ length: 5 }, (_, i) => outflow(`SigPage${i}`, 0.1 * (i + 1), i + 1));
    const fake = createFakeApi({ outflows, outflowsPageSize: 2 });
    await renderPanel(fake.api, 'Ledger');
    await screen.findByText(/^Signature: SigPage1$/);
    const signatures = () => screen.getAllByText(/^Signature: /).map((p) => p.textContent);
    expect(signatures()).toEqual(['Signature: SigPage0', 'Signature: SigPage1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show older outflows' }));
    await screen.findByText(/^Signature: SigPage3$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show older outflows' }));
    await screen.findByText(/^Signature: SigPage4$/);
    expect(signatures()).toEqual([0, 1, 2, 3, 4].map((i) => `Signature: SigPage${i}`));
    expect(fake.api.ledgerOutflows).toHaveBeenLastCalledWith('SigPage3');
    expect(screen.queryByRole('button', { name: 'Show older outflows' })).toBeNull();
  });
});

describe('the dashboard', () => {
  it('lists the outflows still to explain, and only those', async () => {
    const fake = createFakeApi({ outflows: OUTFLOWS });
    await renderPanel(fake.api);
    const list = await screen.findByRole('region', { name: 'Outflows to explain' });
    expect(within(list).getByText('Not yet explained · sent 4 days ago')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
