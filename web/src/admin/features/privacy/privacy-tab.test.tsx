import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

async function openTab(policy: Record<string, string> | null = null) {
  const fake = createFakeApi({ policy: policy ? { id: 'current', ...policy } : null });
  await renderPanel(fake.api, 'Privacy Policy');
  await screen.findByLabelText(/^Title/);
  return fake;
}

describe('PrivacyTab', () => {
  it('opens on the built-in text when nothing is stored, and says so', async () => {
    await openTab();
    expect(screen.getByText('The site shows the built-in text; saving stores your version.')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Privacy Policy / Legal Notice');
    expect(screen.getByRole('button', { name: 'Use the built-in text' })).toHaveProperty('disabled', true);
  });

  it('refuses an empty and an oversized field, naming each, and sends nothing', async () => {
    const { api } = await openTab();
    fireEvent.change(screen.getByLabelText(/^Notice/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Introduction/), { target: { value: 'i'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('Must be less than 2000 characters')).toBeTruthy();
    expect(api.savePrivacyPolicy).not.toHaveBeenCalled();
  });

  it("previews exactly the dialog's body, with today's date in the policy's format", async () => {
    await openTab();
    fireEvent.change(screen.getByLabelText(/^Data Transfer/), {
      target: { value: 'First line.\nSecond line.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of the privacy dialog' });
    expect(within(preview).getByRole('heading', { name: 'Data Transfer' })).toBeTruthy();
    expect(within(preview).getByText('First line.').tagName).toBe('P');
    expect(within(preview).getByText('Second line.').tagName).toBe('P');
    const today = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(within(preview).getByText(`Last updated: ${today}`)).toBeTruthy();
  });

  it('saves every field and toasts; goes back to the built-in text after confirming', async () => {
    const { api } = await openTab();
    fireEvent.change(screen.getByLabelText(/^Notice/), { target: { value: 'A new notice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    await vi.waitFor(() => expect(api.savePrivacyPolicy).toHaveBeenCalled());
    const body = api.savePrivacyPolicy.mock.calls[0]?.[0] as Record<string, string>;
    expect(Object.keys(body)).toHaveLength(15);
    expect(body.notice).toBe('A new notice.');
    expect(body).not.toHaveProperty('lastUpdated');
    expect(await screen.findByText(/The site shows this stored policy, last updated/)).toBeTruthy();
    expect(toastTexts()).toEqual(['Privacy policy updated successfully!']);

    fireEvent.click(screen.getByRole('button', { name: 'Use the built-in text' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Use the built-in text' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Use the built-in text' }));
    await vi.waitFor(() => expect(api.resetPrivacyPolicy).toHaveBeenCalled());
    expect(
      await screen.findByText('The site shows the built-in text; saving stores your version.'),
    ).toBeTruthy();
  });
});
