import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

/** Every write carries the Idempotency-Key of its unsaved change. */
const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const titles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const arrow = (title: string, direction: 'up' | 'down') =>
  screen.getByRole('button', { name: `Move "${title}" ${direction}` });

async function open() {
  const fake = createFakeApi({ roadmap: SEED.roadmap.map((item) => ({ ...item })) });
  await renderPanel(fake.api, 'Roadmap');
  return fake;
}

describe('RoadmapTab', () => {
  it('shows the sub-tabs with their counts and an Add button for the current tab', async () => {
    await open();
    expect(tab(/^In Progress \(3\)$/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Planned \(1\)$/)).toBeTruthy();
    expect(tab(/^Completed \(1\)$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add In Progress Item' })).toBeTruthy();
    expect(titles()).toEqual(['Website launch', 'Community AMA', 'Merch store']);
    fireEvent.click(tab(/^Planned/));
    expect(screen.getByRole('button', { name: 'Add Planned Item' })).toBeTruthy();
    fireEvent.keyDown(tab(/^Planned/), { key: 'ArrowRight' });
    expect(tab(/^Completed/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Completed Item' })).toBeTruthy();
  });

  it('blocks the first item going up and the last going down', async () => {
    await open();
    expect(arrow('Website launch', 'up').getAttribute('aria-disabled')).toBe('true');
    expect(arrow('Website launch', 'down').getAttribute('aria-disabled')).toBeNull();
    expect(arrow('Community AMA', 'up').getAttribute('aria-disabled')).toBeNull();
    expect(arrow('Community AMA', 'down').getAttribute('aria-disabled')).toBeNull();
    expect(arrow('Merch store', 'up').getAttribute('aria-disabled')).toBeNull();
    expect(arrow('Merch store', 'down').getAttribute('aria-disabled')).toBe('true');
  });

  it('blocks both arrows of a single item, and shows none on Completed', async () => {
    const { api } = await open();
    fireEvent.click(tab(/^Planned/));
    expect(arrow('DEX listing', 'up').getAttribute('aria-disabled')).toBe('true');
    expect(arrow('DEX listing', 'down').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(arrow('DEX listing', 'up'));
    expect(api.move).not.toHaveBeenCalled();
    fireEvent.click(tab(/^Completed/));
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('moves an item through the atomic move and toasts', async () => {
    const { api } = await open();
    fireEvent.click(arrow('Website launch', 'down'));
    await vi.waitFor(() => expect(titles()).toEqual(['Community AMA', 'Website launch', 'Merch store']));
    expect(api.move).toHaveBeenCalledWith('r1', 'down', KEY);
    expect(api.update).not.toHaveBeenCalled();
    // One move at a time: the arrows come back once the list is current.
    await vi.waitFor(() => expect(arrow('Merch store', 'up').getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(arrow('Merch store', 'up'));
    await vi.waitFor(() => expect(titles()).toEqual(['Community AMA', 'Merch store', 'Website launch']));
    expect(toastTexts()).toEqual(['Item moved down!', 'Item moved up!']);
  });

  it('says "Failed to reorder items" when the move is refused', async () => {
    const { api } = await open();
    api.move.mockRejectedValueOnce(new ApiError(409, 'Item is already at the edge'));
    fireEvent.click(arrow('Community AMA', 'up'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Failed to reorder items']));
  });

  it.each([
    [/^In Progress/, 'Add In Progress Item', 'in_progress'],
    [/^Planned/, 'Add Planned Item', 'planned'],
    [/^Completed/, 'Add Completed Item', 'planned'],
  ] as const)('creates from the %s tab with status %s', async (tabName, add, status) => {
    const { api } = await open();
    fireEvent.click(tab(tabName));
    fireEvent.click(screen.getByRole('button', { name: add }));
    const form = screen.getByRole('dialog', { name: 'Add Roadmap Item' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Brand new' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Item' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Roadmap item created successfully!']));
    expect(api.create).toHaveBeenCalledWith(
      'roadmap',
      {
        title: 'Brand new',
        description: '',
        timeline: '',
        status,
      },
      KEY,
    );
  });

  it('edits an item and moves it to another status', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Merch store"' }));
    const form = screen.getByRole('dialog', { name: 'Edit Roadmap Item' });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'completed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Roadmap item updated successfully!']));
    expect(api.update).toHaveBeenCalledWith(
      'roadmap',
      'r3',
      expect.objectContaining({ status: 'completed' }),
      KEY,
    );
    expect(tab(/^Completed \(2\)$/)).toBeTruthy();
  });

  it('says "Operation failed: " with the message, or "Unknown error"', async () => {
    const { api } = await open();
    api.update.mockRejectedValueOnce(new ApiError(404, 'Roadmap item not found'));
    api.update.mockRejectedValueOnce({});
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Merch store"' }));
    const form = screen.getByRole('dialog', { name: 'Edit Roadmap Item' });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Operation failed: Roadmap item not found']));
    expect(within(form).getByRole('alert').textContent).toBe('Roadmap item not found');
    fireEvent.click(within(form).getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(toastTexts()).toContain('Operation failed: Unknown error'));
  });

  it('asks before deleting with the exact text, and reports a failure', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Community AMA"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete roadmap item' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete "Community AMA"? This action cannot be undone.',
      ),
    ).toBeTruthy();
    api.remove.mockRejectedValueOnce(new ApiError(503, 'Database unreachable'));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Failed to delete item: Database unreachable']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Community AMA"' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(titles()).toEqual(['Website launch', 'Merch store']));
    expect(toastTexts()).toContain('Roadmap item deleted successfully!');
  });

  it('toasts "Failed to load roadmap items" when the list cannot load', async () => {
    const { api } = createFakeApi();
    api.list.mockImplementation(async (collection) => {
      if (collection === 'roadmap') throw new ApiError(500, 'Internal error');
      return [];
    });
    await renderPanel(api);
    expect(toastTexts()).toEqual(['Failed to load roadmap items']);
  });
});
