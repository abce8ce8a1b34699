import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

const LINK = {
  id: 'c1',
  name: 'DexScreener',
  url: 'https://dexscreener.com/solana/pair',
  embedUrl: 'https://dexscreener.com/solana/pair?embed=1',
  order: 1,
  active: true,
};
const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function openTab(links = [LINK]) {
  const fake = createFakeApi({ chartLinks: links.map((l) => ({ ...l })) });
  await renderPanel(fake.api, 'Chart Links');
  await screen.findByRole('heading', { name: 'Chart Links' });
  return fake;
}

async function openAdd() {
  const fake = await openTab();
  fireEvent.click(await screen.findByRole('button', { name: 'Add Chart Link' }));
  const form = screen.getByRole('dialog', { name: 'Add Chart Link' });
  fireEvent.change(field(form, 'Name'), { target: { value: 'Birdeye' } });
  fireEvent.change(field(form, 'Full view URL'), { target: { value: 'https://birdeye.so/token/x' } });
  fireEvent.change(field(form, 'Embed URL'), { target: { value: 'https://birdeye.so/tv/x' } });
  return { ...fake, form };
}

describe('ChartLinksTab', () => {
  it('lists every link, inactive ones marked, and names the allowed hosts', async () => {
    await openTab([LINK, { ...LINK, id: 'c2', name: 'Hidden one', order: 2, active: false }]);
    expect(await screen.findByRole('heading', { name: 'DexScreener' })).toBeTruthy();
    expect(screen.getByText('Inactive: hidden on the site')).toBeTruthy();
    expect(screen.getByText('Allowed hosts: dexscreener.com, birdeye.so')).toBeTruthy();
  });

  it('refuses a URL off the chart hosts with a message naming them, and sends nothing', async () => {
    const { api, form } = await openAdd();
    fireEvent.change(field(form, 'Embed URL'), { target: { value: 'http://evil.example/x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    expect(within(form).getByText('URL must be https on one of: dexscreener.com, birdeye.so')).toBeTruthy();
    expect(api.createChartLink).not.toHaveBeenCalled();
  });

  it('refuses an oversized name and a hostile gradient', async () => {
    const { api, form } = await openAdd();
    fireEvent.change(field(form, 'Name'), { target: { value: 'n'.repeat(61) } });
    fireEvent.change(field(form, 'Gradient'), { target: { value: 'red;}</style>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    expect(within(form).getByText('Name must be less than 60 characters')).toBeTruthy();
    expect(within(form).getByText(/^Gradient must be up to 160 characters/)).toBeTruthy();
    expect(api.createChartLink).not.toHaveBeenCalled();
  });

  it('creates a link, toasts and lists it', async () => {
    const { api, form } = await openAdd();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    expect(await screen.findByRole('heading', { name: 'Birdeye' })).toBeTruthy();
    expect(api.createChartLink).toHaveBeenCalledWith(
      {
        name: 'Birdeye',
        url: 'https://birdeye.so/token/x',
        embedUrl: 'https://birdeye.so/tv/x',
        active: true,
      },
      KEY,
    );
    expect(toastTexts()).toEqual(['Chart link created successfully!']);
  });

  it('sends a Save pressed again after a dropped answer with the same key', async () => {
    const { api, form } = await openAdd();
    api.createChartLink.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Failed to fetch');
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    await screen.findByRole('heading', { name: 'Birdeye' });
    const keys = api.createChartLink.mock.calls.map(
      (call) => (call[1] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's field error on the field", async () => {
    const { api, form } = await openAdd();
    api.createChartLink.mockRejectedValueOnce(
      new ApiError(400, 'Bad', [{ field: 'url', message: 'URL must be https on one of: birdeye.so' }]),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add Chart Link' }));
    expect(await within(form).findByText('URL must be https on one of: birdeye.so')).toBeTruthy();
  });

  it('edits a link to inactive', async () => {
    const { api } = await openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit "DexScreener"' }));
    const form = screen.getByRole('dialog', { name: 'Edit Chart Link' });
    fireEvent.click(within(form).getByLabelText('Active'));
    fireEvent.click(within(form).getByRole('button', { name: 'Update Chart Link' }));
    await vi.waitFor(() => expect(api.updateChartLink).toHaveBeenCalled());
    expect(api.updateChartLink.mock.calls[0]?.[1]).toMatchObject({ active: false, order: 1 });
    expect(await screen.findByText('Inactive: hidden on the site')).toBeTruthy();
  });
});
