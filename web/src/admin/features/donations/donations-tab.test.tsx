import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

/** Every write carries the Idempotency-Key of its unsaved change. */
const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const dialog = (name: string) => screen.getByRole('dialog', { name });
const type = (label: string, value: string, scope: HTMLElement) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('DonationsTab', () => {
  it('lists each goal with title, description and "Order: n | Updated: by"', async () => {
    const { api } = createFakeApi({ donations: SEED.donations });
    await renderPanel(api, 'Donation Goals');
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('adm-card'));
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('CEX listing')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Fund the next listing')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Order: 1 | Updated: admin@example.test')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Order: 2 | Updated: seed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit "CEX listing"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete "CEX listing"' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    const { api } = createFakeApi();
    await renderPanel(api, 'Donation Goals');
    expect(screen.getByText('No donation goals yet. Add your first one!')).toBeTruthy();
  });

  it('refuses a title under 3 characters with a toast and a message beside the field', async () => {
    const { api } = createFakeApi();
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = dialog('Add Donation Goal');
    type('Title', ' ab ', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    expect(toastTexts()).toEqual(['Title must be at least 3 characters']);
    expect(within(form).getByText('Title must be at least 3 characters')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('creates a goal with an optional description, toasts and refetches', async () => {
    const { api } = createFakeApi();
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = dialog('Add Donation Goal');
    type('Title', '  New goal ', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    await screen.findByText('New goal');
    expect(api.create).toHaveBeenCalledWith('donations', { title: 'New goal', description: '' }, KEY);
    // The panel's first load of each collection, then the goals once more.
    expect(api.list.mock.calls.map(([collection]) => collection).sort()).toEqual([
      'announcements',
      'donations',
      'donations',
      'faq',
      'roadmap',
    ]);
    expect(toastTexts()).toEqual(['Donation goal created successfully!']);
    expect(screen.queryByRole('dialog', { name: 'Add Donation Goal' })).toBeNull();
  });

  it('edits a goal', async () => {
    const { api } = createFakeApi({ donations: SEED.donations });
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Marketing push"' }));
    const form = dialog('Edit Donation Goal');
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Marketing push');
    type('Description', 'Posters everywhere', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Update Goal' }));
    await screen.findByText('Posters everywhere');
    expect(api.update).toHaveBeenCalledWith(
      'donations',
      'g2',
      {
        title: 'Marketing push',
        description: 'Posters everywhere',
      },
      KEY,
    );
    // On a loaded machine the toast can render a tick after the list: wait for it, as the roadmap test does.
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Donation goal updated successfully!']));
  });

  it('shows the server field errors beside the fields and "Operation failed"', async () => {
    const { api } = createFakeApi();
    api.create.mockRejectedValueOnce(
      new ApiError(400, 'Validation failed', [
        { field: 'title', message: 'Title must be less than 140 characters' },
      ]),
    );
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = dialog('Add Donation Goal');
    type('Title', 'Fine title', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    await within(form).findByText('Title must be less than 140 characters');
    expect(toastTexts()).toEqual(['Operation failed']);
    // The message goes once the field changes.
    type('Title', 'Fine title 2', form);
    expect(within(form).queryByText('Title must be less than 140 characters')).toBeNull();
  });

  it('asks before deleting, with the exact text, then toasts', async () => {
    const { api } = createFakeApi({ donations: SEED.donations });
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Delete "CEX listing"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete donation goal' });
    expect(within(confirm).getByText('Are you sure you want to delete "CEX listing"?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete "CEX listing"' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByText('CEX listing')).toBeNull());
    expect(api.remove).toHaveBeenCalledWith('donations', 'g1', KEY);
    expect(toastTexts()).toEqual(['Donation goal deleted successfully!']);
  });

  it('says "Operation failed" when a delete fails', async () => {
    const { api } = createFakeApi({ donations: SEED.donations });
    api.remove.mockRejectedValueOnce(new ApiError(500, 'Internal error'));
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Delete "CEX listing"' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Operation failed']));
    expect(screen.getByText('CEX listing')).toBeTruthy();
  });

  it('toasts "Failed to load donation goals" when the list cannot load', async () => {
    const { api } = createFakeApi();
    api.list.mockImplementation(async (collection) => {
      if (collection === 'donations') throw new ApiError(503, 'Database unreachable');
      return [];
    });
    await renderPanel(api);
    expect(toastTexts()).toEqual(['Failed to load donation goals']);
  });
});
