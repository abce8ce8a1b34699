import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelLocales } from '../delivery/delivery-config.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { type DeliveryHarness, SITE, startDeliveryHarness } from './delivery-harness.js';

// ADR 36, amended: each chat gets the announcement in the language the operator set for it.
const call = apiClient({ ADMIN_UID: 'delivery-locales-admin' });
let token: string;
let harness: DeliveryHarness;

const NEWS = {
  title: 'Listed on a new exchange',
  body: 'Trading opens at noon.',
  kind: 'news',
  publishAt: '2026-11-20T09:00:00Z',
  channels: { telegram: true, discord: true },
  translations: { ru: { title: 'Листинг на новой бирже', body: 'Торги начнутся в полдень.' } },
};

beforeAll(async () => {
  token = await emulatorIdToken('delivery-locales-admin');
  harness = await startDeliveryHarness();
});

afterAll(async () => {
  await harness.stop();
});

beforeEach(() => harness.reset());

describe('a chat set to another language', () => {
  it('gets the translation and its locale’s page, while an English chat gets the English text', async () => {
    const created = await call('POST', '/api/canonical/announcements', { token, json: NEWS });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;

    // As the function reads it: Telegram set to Russian, Discord left to the default.
    const locales = channelLocales(harness.config({ TELEGRAM_LOCALE: 'ru' }));
    expect(await harness.run({ locales })).toMatchObject({ delivered: 2, failed: 0 });

    const russian = `${SITE}/ru/news/${id}`;
    expect(harness.telegram.received()).toEqual([
      expect.objectContaining({
        text: `Листинг на новой бирже\n\nТорги начнутся в полдень.\n\n${russian}`,
        link_preview_options: { url: russian },
      }),
    ]);
    expect(harness.discord.received()).toEqual([
      expect.objectContaining({
        content: `Listed on a new exchange\n\nTrading opens at noon.\n\n${SITE}/news/${id}`,
      }),
    ]);
  });

  it('refuses a language the site does not have, naming the setting', () => {
    expect(() => harness.config({ DISCORD_LOCALE: 'fr' })).toThrow(/DISCORD_LOCALE/);
  });
});
