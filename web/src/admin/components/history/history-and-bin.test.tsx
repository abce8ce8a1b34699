import type { BinEntry, HistoryRecord } from '@contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

const record = (
  id: string,
  action: HistoryRecord['action'],
  after: Record<string, unknown> | null,
  at: string,
) =>
  ({
    id,
    kind: 'faq',
    entryId: 'f1',
    action,
    title: 'What is it?',
    at,
    byUid: 'admin-uid',
    byEmail: 'admin@example.test',
    changed: action === 'update' ? ['answer'] : ['answer', 'question'],
    before: action === 'update' ? { answer: 'A token.' } : null,
    after,
  }) satisfies HistoryRecord;

const HISTORY = [
  record('h2', 'update', { question: 'What is it?', answer: 'Edited answer' }, '2026-11-23T10:00:00.000Z'),
  record('h1', 'create', { question: 'What is it?', answer: 'A token.' }, '2026-11-22T10:00:00.000Z'),
];

describe('an entry history', () => {
  it('shows what changed, who and when, and reverts to an older version', async () => {
    const { api } = createFakeApi({ faq: SEED.faq, history: HISTORY });
    await renderPanel(api, 'FAQ Management');
    fireEvent.click(screen.getByRole('button', { name: 'History of "What is it?"' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of "What is it?"' });
    const versions = await within(dialog).findByRole('list', { name: 'Versions, newest first' });
    const [latest, first] = within(versions)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === versions);
    expect(latest?.textContent).toContain('Edited');
    expect(latest?.textContent).toContain('admin@example.test');
    expect(latest?.textContent).toContain('answer A token. → Edited answer');
    expect(within(latest as HTMLElement).getByText('Current version')).toBeTruthy();
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Revert to this version' }));
    await vi.waitFor(() =>
      expect(api.revert).toHaveBeenCalledWith(
        'h1',
        expect.objectContaining({ idempotencyKey: expect.any(String) }),
      ),
    );
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Reverted to the chosen version']));
  });
});

describe('the bin and the dashboard', () => {
  const binned: BinEntry = {
    id: 'faq__f9',
    kind: 'faq',
    entryId: 'f9',
    title: 'Deleted question?',
    deletedAt: '2026-11-23T09:00:00.000Z',
    purgeAfter: '2026-12-23T09:00:00.000Z',
    byEmail: 'admin@example.test',
    data: {},
  };

  it('lists deleted entries with their dates, and restores one', async () => {
    const { api } = createFakeApi({ faq: SEED.faq, bin: [binned] });
    await renderPanel(api, 'Bin');
    expect(await screen.findByRole('heading', { name: 'Deleted question?' })).toBeTruthy();
    expect(screen.getByText(/^FAQ item · deleted .* by admin@example\.test$/)).toBeTruthy();
    expect(screen.getByText(/^Purged after /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore "Deleted question?"' }));
    expect(await screen.findByText('The bin is empty.')).toBeTruthy();
    expect(api.restore).toHaveBeenCalledWith(
      'faq__f9',
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    expect(toastTexts()).toEqual(['Restored "Deleted question?"']);
    // The restored entry's collection is loaded again, so its tab and the counts are current.
    expect(api.list.mock.calls.filter(([name]) => name === 'faq').length).toBe(2);
  });

  it('shows the recent changes beside the counts: what, who, when', async () => {
    const { api } = createFakeApi({ faq: SEED.faq, history: HISTORY });
    await renderPanel(api);
    const recent = await screen.findByRole('region', { name: 'Recent changes' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split('admin@')[0])).toEqual([
      'FAQ item “What is it?”: edited',
      'FAQ item “What is it?”: created',
    ]);
    expect(items[0]?.textContent).toContain('admin@example.test');
  });
});
