import type { Announcement } from '@contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel, toastTexts } from '../../testing/render-panel';

const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const SEEDED: Announcement[] = [
  {
    id: 'a1',
    order: 1,
    title: 'Listed on a DEX',
    body: 'We are listed.',
    kind: 'news',
    publishAt: '2026-01-05T10:00:00.000Z',
    updatedBy: 'seed',
  },
  {
    id: 'a2',
    order: 2,
    title: 'That airdrop is not us',
    body: 'We never airdrop.\nNever connect your wallet to a claim site.',
    kind: 'advisory',
    publishAt: '2026-02-01T10:00:00.000Z',
    impostors: [{ type: 'domain', value: 'airdrop-claim.example', reason: 'Drains wallets' }],
    updatedBy: 'seed',
  },
];

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function openForm(seed = SEEDED) {
  const fake = createFakeApi({ announcements: structuredClone(seed) });
  await renderPanel(fake.api, 'Announcements');
  fireEvent.click(screen.getByRole('button', { name: 'Add Announcement' }));
  return { ...fake, form: screen.getByRole('dialog', { name: 'Add Announcement' }) };
}

describe('AnnouncementsTab', () => {
  it('lists the newest first, saying which are advisories and the impostors they name', async () => {
    const { api } = createFakeApi({ announcements: SEEDED });
    await renderPanel(api, 'Announcements');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['That airdrop is not us', 'Listed on a DEX']);
    expect(screen.getByText(/^Security advisory · Published 1 Feb 2026, 10:00 UTC$/)).toBeTruthy();
    const impostors = screen.getByRole('list', { name: 'Impostors' });
    expect(impostors.textContent).toBe('domain airdrop-claim.example: Drains wallets');
  });

  it('publishes an advisory with its impostors and a Spanish translation', async () => {
    const { api, form } = await openForm();
    fireEvent.change(field(form, 'Title'), { target: { value: 'Fake support account' } });
    fireEvent.change(field(form, 'Body'), { target: { value: 'We never DM first.' } });
    fireEvent.change(field(form, 'Kind'), { target: { value: 'advisory' } });
    fireEvent.change(field(form, 'Publish time'), { target: { value: '2026-11-27T09:30' } });
    fireEvent.change(field(form, 'Impostors'), {
      target: { value: 'handle @Token_Support Asks for seed phrases\n\ndomain Claim-Token.example Phishing' },
    });
    fireEvent.click(within(form).getByRole('tab', { name: /^Spanish/ }));
    fireEvent.change(field(form, 'Title'), { target: { value: 'Cuenta de soporte falsa' } });
    fireEvent.change(field(form, 'Body'), { target: { value: 'Nunca escribimos primero.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { name: 'Fake support account' });
    expect(api.create).toHaveBeenCalledWith(
      'announcements',
      {
        title: 'Fake support account',
        body: 'We never DM first.',
        kind: 'advisory',
        publishAt: new Date('2026-11-27T09:30').toISOString(),
        impostors: [
          { type: 'handle', value: 'token_support', reason: 'Asks for seed phrases' },
          { type: 'domain', value: 'claim-token.example', reason: 'Phishing' },
        ],
        translations: { es: { title: 'Cuenta de soporte falsa', body: 'Nunca escribimos primero.' } },
      },
      KEY,
    );
    expect(toastTexts()).toEqual(['Announcement created successfully!']);
  });

  it('names the line of an impostor that is not what its type says, and sends nothing', async () => {
    const { api, form } = await openForm();
    fireEvent.change(field(form, 'Title'), { target: { value: 'Phishing site' } });
    fireEvent.change(field(form, 'Body'), { target: { value: 'Do not use it.' } });
    fireEvent.change(field(form, 'Kind'), { target: { value: 'advisory' } });
    fireEvent.change(field(form, 'Impostors'), {
      target: { value: 'domain good.example Fine\ndomain https://evil.example/claim Phishing' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(
      within(form).getByText(
        'Line 2: Domain must be a host name such as example.com (no https://, no path, no port)',
      ),
    ).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('refuses HTML in the body with the contract message', async () => {
    const { api, form } = await openForm();
    fireEvent.change(field(form, 'Title'), { target: { value: 'Hello there' } });
    fireEvent.change(field(form, 'Body'), { target: { value: 'Hi <script>alert(1)</script>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByText(/^Text must be plain: no HTML tags/)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('turning an advisory into news clears its impostors', async () => {
    const { api } = createFakeApi({ announcements: structuredClone(SEEDED) });
    await renderPanel(api, 'Announcements');
    fireEvent.click(screen.getByRole('button', { name: 'Edit "That airdrop is not us"' }));
    const form = screen.getByRole('dialog', { name: 'Edit Announcement' });
    expect((field(form, 'Impostors') as HTMLTextAreaElement).value).toBe(
      'domain airdrop-claim.example Drains wallets',
    );
    fireEvent.change(field(form, 'Kind'), { target: { value: 'news' } });
    expect(within(form).queryByLabelText(/^Impostors/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Update Announcement' }));
    await waitForToast('Announcement updated successfully!');
    expect(api.update).toHaveBeenCalledWith(
      'announcements',
      'a2',
      expect.objectContaining({ kind: 'news', impostors: [], publishAt: '2026-02-01T10:00:00.000Z' }),
      KEY,
    );
  });
});

async function waitForToast(text: string) {
  await screen.findByText(text, { selector: 'span' });
}
