import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, reopenPanel } from './admin-session.js';
import { ADMIN_PAGE, launchBrowser, openPage, type StorageState, stack } from './harness.js';

// behaviour §14.1: an announcement published in the panel with its channels ticked is posted to the
// local stack's fake Telegram and Discord, and the panel shows where each post stands.

const POLL = { timeout: 30_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);

interface Received<T> {
  received: T[];
}
type TelegramPost = { message_id: number; text: string; parse_mode?: unknown };
type DiscordPost = { id: string; content: string; allowed_mentions?: unknown };

async function received<T>(fake: string): Promise<T[]> {
  const response = await fetch(`${fake}/__fake/received`, { cache: 'no-store' });
  return ((await response.json()) as Received<T>).received;
}

async function steer(fake: string, state: Record<string, unknown>): Promise<void> {
  await fetch(`${fake}/__fake/state`, { method: 'POST', body: JSON.stringify(state) });
}

let browser: Browser;
let session: StorageState;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminSession(browser);
  ({ page } = await openPage(browser, '/', 'desktop', { ...ADMIN_PAGE, storageState: session }));
});

afterAll(async () => {
  await steer(stack().discordUrl, { mode: 'ok' }).catch(() => undefined);
  await browser?.close();
});

async function announcementsTab(): Promise<Locator> {
  const panel = await reopenPanel(page);
  await panel
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Announcements' })
    .click();
  return panel;
}

/** The panel's card of the announcement titled `title`. */
const card = (panel: Locator, title: string) =>
  panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function publish(panel: Locator, title: string, channels: readonly ('Telegram' | 'Discord')[]) {
  await panel.getByRole('button', { name: 'Add Announcement' }).click();
  const form = page.getByRole('dialog', { name: 'Add Announcement' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Body/).fill('Ping @everyone: staking opens today, only on the official site.');
  for (const channel of channels) await form.getByLabel(`Post to ${channel}`).check();
  await form.getByRole('button', { name: 'Publish' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('announcements posted to the chats', () => {
  it('posts a published announcement to both fakes once, and the panel shows the message ids', {
    timeout: 180_000,
  }, async () => {
    // A retried test publishes anew: its title is its own.
    const title = `Staking opens ${run}-${Date.now() % 100_000}`;
    await publish(await announcementsTab(), title, ['Telegram', 'Discord']);

    await expect
      .poll(
        async () =>
          (await received<TelegramPost>(stack().telegramUrl)).filter((m) => m.text.startsWith(title)),
        POLL,
      )
      .toHaveLength(1);
    await expect
      .poll(
        async () =>
          (await received<DiscordPost>(stack().discordUrl)).filter((m) => m.content.startsWith(title)),
        POLL,
      )
      .toHaveLength(1);
    const telegram = (await received<TelegramPost>(stack().telegramUrl)).find((m) =>
      m.text.startsWith(title),
    );
    const discord = (await received<DiscordPost>(stack().discordUrl)).find((m) =>
      m.content.startsWith(title),
    );
    expect(telegram?.text).toMatch(
      new RegExp(`\\n\\n${stack().url.replace(/[.]/g, '\\.')}/news/[A-Za-z0-9]+$`),
    );
    expect(telegram).not.toHaveProperty('parse_mode');
    expect(discord?.allowed_mentions).toEqual({ parse: [] });

    const panel = await announcementsTab();
    const item = card(panel, title);
    await expect
      .poll(() => item.getByRole('list', { name: 'Posted to' }).textContent(), POLL)
      .toContain(`Telegram: delivered (message ${telegram?.message_id})`);
    expect(await item.getByRole('list', { name: 'Posted to' }).textContent()).toContain(
      `Discord: delivered (message ${discord?.id})`,
    );
  });

  it('shows a deleted webhook as failed with Discord’s reason, and posts once on retry', {
    timeout: 180_000,
  }, async () => {
    const title = `Burn report ${run}-${Date.now() % 100_000}`;
    await steer(stack().discordUrl, { mode: 'revoked' });
    await publish(await announcementsTab(), title, ['Discord']);
    const failed = 'Discord: failed: Discord refused the message (404): Unknown Webhook (code 10015)';
    let panel = await announcementsTab();
    await expect
      .poll(async () => {
        panel = await announcementsTab();
        return card(panel, title).textContent();
      }, POLL)
      .toContain(failed);
    expect(
      (await received<DiscordPost>(stack().discordUrl)).filter((m) => m.content.startsWith(title)),
    ).toEqual([]);

    await steer(stack().discordUrl, { mode: 'ok' });
    await card(panel, title).getByRole('button', { name: 'Retry Discord' }).click();
    await expect
      .poll(
        async () =>
          (await received<DiscordPost>(stack().discordUrl)).filter((m) => m.content.startsWith(title)),
        POLL,
      )
      .toHaveLength(1);
  });
});
