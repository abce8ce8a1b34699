import type { Announcement, DeliveryStatus } from '@contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel } from '../../testing/render-panel';

const KEY = { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) };

const NEWS: Announcement = {
  id: 'a1',
  order: 1,
  title: 'Staking is live',
  body: 'Stake from the site only.',
  kind: 'news',
  publishAt: '2026-01-05T10:00:00.000Z',
  channels: { telegram: true, discord: true },
};

const DELIVERIES: DeliveryStatus[] = [
  {
    id: 'a1_telegram',
    announcementId: 'a1',
    channel: 'telegram',
    state: 'delivered',
    attempts: 1,
    messageId: '1042',
  },
  {
    id: 'a1_discord',
    announcementId: 'a1',
    channel: 'discord',
    state: 'failed',
    attempts: 1,
    reason: 'Discord refused the message (404): Unknown Webhook (code 10015)',
  },
];

describe('posts to Telegram and Discord in the Announcements tab (behaviour §14.1)', () => {
  it('shows each channel delivered with its message id or failed with the reason, and retries the failed one', async () => {
    const { api } = createFakeApi({
      announcements: [NEWS],
      deliveries: DELIVERIES,
      channels: { telegram: true, discord: true },
    });
    await renderPanel(api, 'Announcements');
    const posted = await screen.findByRole('list', { name: 'Posted to' });
    expect(
      within(posted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Telegram: delivered (message 1042) ',
      'Discord: failed: Discord refused the message (404): Unknown Webhook (code 10015) Retry Discord',
    ]);
    expect(within(posted).queryByRole('button', { name: 'Retry Telegram' })).toBeNull();

    fireEvent.click(within(posted).getByRole('button', { name: 'Retry Discord' }));
    await screen.findByText('Discord: pending');
    expect(api.actOnDelivery).toHaveBeenCalledWith('a1_discord', { action: 'retry' });
  });

  it('says a post sent again after no answer may have been posted twice', async () => {
    const twice: DeliveryStatus = { ...(DELIVERIES[0] as DeliveryStatus), attempts: 2, maybeTwice: true };
    const { api } = createFakeApi({ announcements: [NEWS], deliveries: [twice] });
    await renderPanel(api, 'Announcements');
    const posted = await screen.findByRole('list', { name: 'Posted to' });
    expect(within(posted).getByRole('listitem').textContent).toBe(
      'Telegram: delivered (message 1042), may have been posted twice: check the channel ',
    );
  });

  it('lets the administrator settle an unknown delivery as arrived', async () => {
    const unknown: DeliveryStatus = {
      id: 'a1_telegram',
      announcementId: 'a1',
      channel: 'telegram',
      state: 'unknown',
      attempts: 1,
      reason: 'The sender stopped after it began sending',
    };
    const { api } = createFakeApi({ announcements: [NEWS], deliveries: [unknown] });
    await renderPanel(api, 'Announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'It arrived on Telegram' }));
    await screen.findByText(/^Telegram: delivered/);
    expect(api.actOnDelivery).toHaveBeenCalledWith('a1_telegram', { action: 'delivered' });
  });

  it('publishes with the channels ticked, and says which channel is not set up', async () => {
    const { api } = createFakeApi({ channels: { telegram: true, discord: false } });
    await renderPanel(api, 'Announcements');
    await screen.findByText('No announcements yet.');
    await screen.findByRole('button', { name: 'Add Announcement' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const form = screen.getByRole('dialog', { name: 'Add Announcement' });
    expect(within(form).getByText('Discord is not set up: nothing will be posted there.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Burn done' } });
    fireEvent.change(within(form).getByLabelText(/^Body/), { target: { value: 'Burned 1% of supply.' } });
    fireEvent.click(within(form).getByLabelText('Post to Telegram'));
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { name: 'Burn done' });
    expect(api.create).toHaveBeenCalledWith(
      'announcements',
      expect.objectContaining({ title: 'Burn done', channels: { telegram: true, discord: false } }),
      KEY,
    );
    expect(api.deliveries).toHaveBeenCalledTimes(2);
  });
});
