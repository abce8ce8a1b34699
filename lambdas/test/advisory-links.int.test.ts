import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { type DeliveryHarness, startDeliveryHarness } from './delivery-harness.js';

// behaviour §14, §14.1: an advisory never links the impostor it warns of, on the page's API, in the
// feeds or in either chat, and Discord's Markdown cannot hide a link's target.
const ADMIN = 'advisory-links-admin';
const call = apiClient({ ADMIN_UID: ADMIN, SITE_URL: 'https://vibie.example/' });
let token: string;
let harness: DeliveryHarness;

const ADVISORY = {
  title: 'Not us: vibie-airdrop.xyz and @vibie_support',
  body:
    'A site at https://vibie-airdrop.xyz/claim offers an airdrop, and @vibie_support writes to holders ' +
    'from https://t.me/vibie_support. Neither is us. Our links: https://vibie.example/official',
  kind: 'advisory',
  publishAt: '2026-11-20T09:00:00Z',
  impostors: [
    {
      type: 'domain',
      value: 'vibie-airdrop.xyz',
      reason: 'Drains wallets that connect to vibie-airdrop.xyz',
    },
    { type: 'handle', value: '@vibie_support', reason: 'Asks for seed phrases' },
  ],
  translations: {
    es: { title: 'No somos nosotros', body: 'https://vibie-airdrop.xyz y @vibie_support no son nuestros.' },
  },
  channels: { telegram: true, discord: true },
};

/** What a chat or a reader would make a link of: the impostor's address, host or handle, as written. */
const LINKABLE = [/vibie-airdrop\.xyz/, /@vibie_support/, /t\.me\/vibie_support/];

function expectNoImpostorLink(text: string) {
  for (const pattern of LINKABLE) expect(text).not.toMatch(pattern);
}

beforeAll(async () => {
  token = await emulatorIdToken(ADMIN);
  harness = await startDeliveryHarness();
});
afterAll(() => harness.stop());
beforeEach(() => harness.reset());

async function publish(json: Record<string, unknown>) {
  const created = await call('POST', '/api/canonical/announcements', { token, json });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

describe('an advisory naming https://vibie-airdrop.xyz and @vibie_support', () => {
  it('reaches the page’s API, the feeds, Telegram and Discord with no link to either', async () => {
    const id = await publish(ADVISORY);

    // The page's API: the text defanged in every locale, the impostors' values kept for the link checker.
    const english = await call('GET', '/api/canonical/announcements');
    const [served] = english.body.data;
    expect(served.title).toBe('Not us: vibie-airdrop[.]xyz and [@]vibie_support');
    expect(served.body).toBe(
      'A site at hxxps://vibie-airdrop[.]xyz/claim offers an airdrop, and [@]vibie_support writes to holders ' +
        'from hxxps://t[.]me/vibie_support. Neither is us. Our links: https://vibie.example/official',
    );
    expect(served.impostors.map((i: { value: string }) => i.value)).toEqual([
      'vibie-airdrop.xyz',
      'vibie_support',
    ]);
    expect(served.impostors[0].reason).toBe('Drains wallets that connect to vibie-airdrop[.]xyz');
    const { impostors: _values, ...text } = served;
    expectNoImpostorLink(JSON.stringify(text));
    const spanish = await call('GET', '/api/locales/es/canonical/announcements');
    expect(spanish.body.data[0].body).toBe('hxxps://vibie-airdrop[.]xyz y [@]vibie_support no son nuestros.');

    // The feeds: the text, and the impostors listed after it.
    for (const path of [
      '/api/feeds/announcements.atom',
      '/api/feeds/announcements.json',
      '/api/locales/es/feeds/announcements.atom',
    ]) {
      const feed = await call('GET', path);
      expect(feed.status, path).toBe(200);
      expectNoImpostorLink(feed.rawBody);
      expect(feed.rawBody, path).toContain('domain: vibie-airdrop[.]xyz');
      expect(feed.rawBody, path).toContain('handle: [@]vibie_support');
    }

    // Both chats.
    // The sender's clock at or after the publish, however slow the machine.
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    const [telegram] = harness.telegram.received();
    const [discord] = harness.discord.received();
    expect(telegram?.text).toContain('hxxps://vibie-airdrop[.]xyz/claim');
    expect(telegram?.text).toContain('[@]vibie_support writes');
    expectNoImpostorLink(telegram?.text ?? '');
    expect(telegram?.link_preview_options).toEqual({ url: `https://vibie.example/news/${id}` });
    expectNoImpostorLink(discord?.content ?? '');
    expect(discord?.content).toContain('https://vibie.example/official');
  });
});

describe('a news item naming https://vibie-airdrop.xyz, @vibie_support and an official address', () => {
  it('reaches Telegram and Discord with no link to the impostors and the official address intact', async () => {
    // Not an advisory: no impostors listed, so only the official list tells ours from theirs.
    const id = await publish({
      title: 'Airdrop questions: ask @vibie, not @vibie_support',
      body:
        'There is no airdrop at https://vibie-airdrop.xyz/claim or on vibie-airdrop.xyz. ' +
        'Our chat is https://t.me/vibie and our list https://vibie.example/official.',
      kind: 'news',
      publishAt: '2026-11-20T09:00:00Z',
      channels: { telegram: true, discord: true },
    });
    // The sender's clock at or after the publish, however slow the machine.
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    const [telegram] = harness.telegram.received();
    const [discord] = harness.discord.received();
    expect(telegram?.text).toBe(
      'Airdrop questions: ask @vibie, not [@]vibie_support\n\n' +
        'There is no airdrop at hxxps://vibie-airdrop[.]xyz/claim or on vibie-airdrop[.]xyz. ' +
        'Our chat is https://t.me/vibie and our list https://vibie.example/official.\n\n' +
        `https://vibie.example/news/${id}`,
    );
    for (const text of [telegram?.text ?? '', discord?.content ?? '']) {
      expectNoImpostorLink(text);
      expect(text).toContain('https://t.me/vibie and our list https://vibie.example/official.');
    }
    expect(discord?.content).toContain('ask @vibie, not \\[@\\]vibie\\_support');
  });
});

describe('a masked link', () => {
  it('reaches Discord as text, showing its real target, neither address linked', async () => {
    await publish({
      title: 'Claim your reward',
      body: 'Claim at [https://official.example](http://evil.example) now, ||or here||, **today**.\n# Urgent',
      kind: 'news',
      publishAt: '2026-11-20T09:00:00Z',
      channels: { discord: true },
    });
    // The sender's clock at or after the publish, however slow the machine.
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    const [discord] = harness.discord.received();
    expect(discord?.content).toContain(
      'Claim at \\[hxxps://official\\[.\\]example\\]\\(hxxp://evil\\[.\\]example\\) now, \\|\\|or here\\|\\|, \\*\\*today\\*\\*.\n\\# Urgent',
    );
  });
});
