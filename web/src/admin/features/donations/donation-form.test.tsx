import { MESSAGES } from '@contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, SEED } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

/** Every write carries the Idempotency-Key of its unsaved change. */
const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const type = (label: RegExp, value: string, scope: HTMLElement) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('DonationForm target and state', () => {
  it('sends a target in SOL and an inactive state when set', async () => {
    const { api } = createFakeApi();
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = screen.getByRole('dialog', { name: 'Add Donation Goal' });
    type(/^Title/, 'Listing fee', form);
    type(/^Target amount/, ' 12.5 ', form);
    const active = within(form).getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    fireEvent.click(active);
    fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Donation goal created successfully!']));
    expect(api.create).toHaveBeenCalledWith(
      'donations',
      {
        title: 'Listing fee',
        description: '',
        targetAmount: 12.5,
        active: false,
      },
      KEY,
    );
  });

  it.each(['-1', 'ten', '1000001'])(
    'refuses the target %s beside the field, sending nothing',
    async (typed) => {
      const { api } = createFakeApi();
      await renderPanel(api, 'Donation Goals');
      fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
      const form = screen.getByRole('dialog', { name: 'Add Donation Goal' });
      type(/^Title/, 'Listing fee', form);
      type(/^Target amount/, typed, form);
      fireEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
      expect(within(form).getByText(MESSAGES.targetAmountInvalid)).toBeTruthy();
      expect(
        within(form)
          .getByLabelText(/^Target amount/)
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(api.create).not.toHaveBeenCalled();
    },
  );

  it('removes a target that is cleared, and leaves an unchanged state out', async () => {
    const goal = {
      ...SEED.donations[0],
      id: 'g1',
      targetAmount: 40,
      active: true,
    } as (typeof SEED.donations)[0];
    const { api } = createFakeApi({ donations: [goal] });
    await renderPanel(api, 'Donation Goals');
    fireEvent.click(screen.getByRole('button', { name: 'Edit "CEX listing"' }));
    const form = screen.getByRole('dialog', { name: 'Edit Donation Goal' });
    expect(screen.getByText('Target: 40 SOL')).toBeTruthy();
    expect((within(form).getByLabelText(/^Target amount/) as HTMLInputElement).value).toBe('40');
    type(/^Target amount/, '', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Update Goal' }));
    await vi.waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith(
      'donations',
      'g1',
      {
        title: 'CEX listing',
        description: 'Fund the next listing',
        targetAmount: null,
      },
      KEY,
    );
    expect(Object.keys(api.update.mock.calls[0]?.[2] ?? {})).not.toContain('active');
  });
});
