import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

/** Every write carries the Idempotency-Key of its unsaved change. */
const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function openForm(seed = SEED.faq) {
  const fake = createFakeApi({ faq: seed.map((entry) => ({ ...entry })) });
  await renderPanel(fake.api, 'FAQ Management');
  fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
  return { ...fake, form: screen.getByRole('dialog', { name: 'Add FAQ' }) };
}

describe('FaqTab', () => {
  it('lists each question with its answer, one paragraph per line', async () => {
    const { api } = createFakeApi({ faq: SEED.faq });
    await renderPanel(api, 'FAQ Management');
    expect(screen.getByRole('heading', { name: 'What is it?' })).toBeTruthy();
    expect(screen.getByText('A token.').tagName).toBe('P');
    expect(screen.getByText('For the community.').tagName).toBe('P');
    expect(screen.getByText('Order: 1 | Updated: seed')).toBeTruthy();
  });

  it('requires a question and an answer of at least 5 characters', async () => {
    const { api, form } = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    expect(within(form).getByText('Question must be at least 5 characters')).toBeTruthy();
    expect(within(form).getByText('Answer must be at least 5 characters')).toBeTruthy();
    fireEvent.change(field(form, 'Question'), { target: { value: 'Why?' } });
    fireEvent.change(field(form, 'Answer'), { target: { value: '    four   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    expect(within(form).getByText('Question must be at least 5 characters')).toBeTruthy();
    expect(within(form).getByText('Answer must be at least 5 characters')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('shows a field message once the field is left', async () => {
    const { form } = await openForm();
    fireEvent.blur(field(form, 'Question'));
    expect(within(form).getByText('Question must be at least 5 characters')).toBeTruthy();
    expect(within(form).queryByText('Answer must be at least 5 characters')).toBeNull();
  });

  it('creates an entry and toasts', async () => {
    const { api, form } = await openForm();
    fireEvent.change(field(form, 'Question'), { target: { value: 'Is there a tax?' } });
    fireEvent.change(field(form, 'Answer'), { target: { value: 'No.\nNever.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    await screen.findByRole('heading', { name: 'Is there a tax?' });
    expect(api.create).toHaveBeenCalledWith(
      'faq',
      { question: 'Is there a tax?', answer: 'No.\nNever.' },
      KEY,
    );
    expect(toastTexts()).toEqual(['FAQ item created successfully!']);
  });

  it('edits an entry and toasts', async () => {
    const { api } = createFakeApi({ faq: SEED.faq.map((entry) => ({ ...entry })) });
    await renderPanel(api, 'FAQ Management');
    fireEvent.click(screen.getByRole('button', { name: 'Edit "What is it?"' }));
    const form = screen.getByRole('dialog', { name: 'Edit FAQ' });
    fireEvent.change(field(form, 'Answer'), { target: { value: 'A community token.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update FAQ' }));
    await screen.findByText('A community token.');
    expect(api.update).toHaveBeenCalledWith(
      'faq',
      'f1',
      {
        question: 'What is it?',
        answer: 'A community token.',
      },
      KEY,
    );
    // On a loaded machine the toast can render a tick after the list: wait for it, as the roadmap test does.
    await vi.waitFor(() => expect(toastTexts()).toEqual(['FAQ item updated successfully!']));
  });

  it('says "Operation failed" when saving fails, and keeps the form open', async () => {
    const { api, form } = await openForm();
    api.create.mockRejectedValueOnce(new ApiError(500, 'Internal error'));
    fireEvent.change(field(form, 'Question'), { target: { value: 'Is there a tax?' } });
    fireEvent.change(field(form, 'Answer'), { target: { value: 'No, never.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add FAQ' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Operation failed']));
    expect(screen.getByRole('dialog', { name: 'Add FAQ' })).toBeTruthy();
  });

  it('names the question in the delete confirmation, then toasts', async () => {
    const { api } = createFakeApi({ faq: SEED.faq.map((entry) => ({ ...entry })) });
    await renderPanel(api, 'FAQ Management');
    fireEvent.click(screen.getByRole('button', { name: 'Delete "What is it?"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete FAQ item' });
    expect(within(confirm).getByText('Are you sure you want to delete "What is it?"?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['FAQ item deleted successfully!']));
    expect(screen.getByText('No FAQ items yet.')).toBeTruthy();
  });

  it('toasts "Failed to load FAQ items" when the list cannot load', async () => {
    const { api } = createFakeApi();
    api.list.mockImplementation(async (collection) => {
      if (collection === 'faq') throw new ApiError(500, 'Internal error');
      return [];
    });
    await renderPanel(api);
    expect(toastTexts()).toEqual(['Failed to load FAQ items']);
  });
});
