import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../contract/delivery.js';
import { NOT_CONFIGURED } from '../delivery/channels.js';
import { MAYBE_TWICE_REASON, UNKNOWN_REASON } from '../delivery/sender.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { crashingAfterSend, type DeliveryHarness, SITE, startDeliveryHarness } from './delivery-harness.js';
import { storedDocs, testDb } from './firestore-admin.js';

// ADR 36: announcements posted to Telegram and Discord through the outbox, against fakes of both.
const call = apiClient({ ADMIN_UID: 'delivery-admin' });
let token: string;
let harness: DeliveryHarness;

const URL = '/api/canonical/announcements';
const BOTH = { telegram: true, discord: true };
const NEWS = {
  title: 'Listed on a new exchange',
  body: 'Trading opens at noon. Ping @everyone you know: https://t.me/vibie/5',
  kind: 'news',
  publishAt: '2026-11-20T09:00:00Z',
  channels: BOTH,
};

async function publish(json: Record<string, unknown> = NEWS, headers: Record<string, string> = {}) {
  const created = await call('POST', URL, { token, json, headers });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

const outbox = async () => storedDocs('deliveryOutbox');
const item = async (id: string) => (await testDb().collection('deliveryOutbox').doc(id).get()).data() ?? {};

beforeAll(async () => {
  token = await emulatorIdToken('delivery-admin');
  harness = await startDeliveryHarness();
});

afterAll(async () => {
  await harness.stop();
});

beforeEach(() => harness.reset());

describe('publishing with channels', () => {
  it('posts to both channels once, with the link to the full text, and records the message ids', async () => {
    const id = await publish();
    expect((await outbox()).map((d) => [d.id, d.state, d.attempts])).toEqual([
      [`${id}_discord`, 'pending', 0],
      [`${id}_telegram`, 'pending', 0],
    ]);

    const report = await harness.run();
    expect(report).toMatchObject({ delivered: 2, failed: 0 });
    const link = `${SITE}/news/${id}`;
    const [telegram] = harness.telegram.received();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(telegram).toEqual({
      message_id: expect.any(Number),
      chat_id: '@vibie_news',
      // The official address as written, the handle off the official list defanged (behaviour §14).
      text: `${NEWS.title}\n\nTrading opens at noon. Ping [@]everyone you know: https://t.me/vibie/5\n\n${link}`,
      link_preview_options: { url: link },
    });
    // Plain text: no parse_mode, so nothing in the body is read as markup.
    expect(telegram).not.toHaveProperty('parse_mode');
    const [discord] = harness.discord.received();
    expect(harness.discord.received()).toHaveLength(1);
    expect(discord).toMatchObject({
      content: `${NEWS.title}\n\nTrading opens at noon. Ping \\[@\\]everyone you know: https://t.me/vibie/5\n\n${link}`,
      wait: true,
      allowed_mentions: { parse: [] },
      flags: 4,
    });

    expect(await item(`${id}_telegram`)).toMatchObject({
      state: 'delivered',
      messageId: String(telegram?.message_id),
      attempts: 1,
      text: telegram?.text,
    });
    expect(await item(`${id}_discord`)).toMatchObject({ state: 'delivered', messageId: discord?.id });
    expect(await item(`${id}_discord`)).toMatchObject({ leaseUntil: null, claim: null });

    harness.clock.now += 3_600_000;
    expect(await harness.run()).toMatchObject({ delivered: 0 });
    expect(harness.telegram.attempts() + harness.discord.attempts()).toBe(2);
  });

  it('queues nothing without channels, and only the channel opted in', async () => {
    await publish({ ...NEWS, channels: undefined });
    const id = await publish({ ...NEWS, channels: { telegram: false, discord: true } });
    expect((await outbox()).map((d) => d.id)).toEqual([`${id}_discord`]);
    await harness.run();
    expect(harness.telegram.received()).toEqual([]);
    expect(harness.discord.received()).toHaveLength(1);
  });

  it('queues once for a create retried with its Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'delivery-retried-create-0001' };
    const first = await publish(NEWS, headers);
    const again = await publish(NEWS, headers);
    expect(again).toBe(first);
    expect(await outbox()).toHaveLength(2);
    await harness.run();
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(harness.discord.received()).toHaveLength(1);
  });

  it('queues a channel opted in by an edit once, however often the edit is sent', async () => {
    const id = await publish({ ...NEWS, channels: undefined });
    for (let i = 0; i < 2; i++) {
      const updated = await call('PUT', `${URL}/${id}`, { token, json: { channels: { telegram: true } } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    }
    expect((await outbox()).map((d) => d.id)).toEqual([`${id}_telegram`]);
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
  });

  it('posts nothing for an edit after delivery: the channel keeps the first text', async () => {
    const id = await publish();
    await harness.run();
    const first = harness.telegram.received()[0]?.text;
    const edited = await call('PUT', `${URL}/${id}`, {
      token,
      json: { title: 'Listed on a new exchange (corrected)', channels: BOTH },
    });
    expect(edited.status).toBe(200);
    harness.clock.now += 3_600_000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(harness.discord.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered', text: first });
  });

  it('sends the text as it is when it goes out: an edit before delivery is what the channel gets', async () => {
    const id = await publish();
    await call('PUT', `${URL}/${id}`, { token, json: { title: 'Listed on two exchanges' } });
    await harness.run();
    expect(harness.telegram.received()[0]?.text).toMatch(/^Listed on two exchanges\n/);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered' });
  });

  it('waits for a scheduled announcement’s publish time', async () => {
    const publishAt = new Date(harness.clock.now + 3_600_000).toISOString();
    const id = await publish({ ...NEWS, publishAt });
    await harness.run();
    expect(harness.telegram.attempts()).toBe(0);
    expect((await item(`${id}_telegram`)).dueAt.toDate().toISOString()).toBe(publishAt);
    harness.clock.now += 3_600_000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
  });

  it('posts at the new time when the publish time is moved earlier', async () => {
    const id = await publish({ ...NEWS, publishAt: new Date(harness.clock.now + 86_400_000).toISOString() });
    await harness.run();
    expect(harness.telegram.attempts()).toBe(0);
    const moved = await call('PUT', `${URL}/${id}`, {
      token,
      json: { publishAt: new Date(harness.clock.now - 60_000).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The sender's clock at or after the edit: the post is due now, not tomorrow.
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(harness.discord.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered' });
  });

  it('queues once a revert that publishes again, however often it is sent', async () => {
    const id = await publish({ ...NEWS, channels: { telegram: true } });
    await call('PUT', `${URL}/${id}`, { token, json: { channels: { telegram: false } } });
    await harness.run();
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'cancelled' });
    const versions = await call('GET', `/api/admin/history/announcements/${id}`, { token });
    const created = (versions.body.data as { id: string; action: string }[]).find(
      (v) => v.action === 'create',
    );
    const headers = { 'idempotency-key': 'delivery-revert-republishes-0001' };
    for (let i = 0; i < 2; i++) {
      const reverted = await call('POST', `/api/admin/versions/${created?.id}/revert`, { token, headers });
      expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    }
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'pending' });
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
  });

  it('queues once a restore from the bin of a deleted announcement that was never posted', async () => {
    const id = await publish({ ...NEWS, channels: { discord: true } });
    expect((await call('DELETE', `${URL}/${id}`, { token })).status).toBe(200);
    await harness.run();
    expect(await item(`${id}_discord`)).toMatchObject({ state: 'cancelled' });
    const restored = await call('POST', `/api/admin/bin/announcements__${id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    await harness.run();
    expect(harness.discord.received()).toHaveLength(1);
    expect(await item(`${id}_discord`)).toMatchObject({ state: 'delivered' });
  });

  it('cancels a delivery whose announcement is deleted or turned off before it is sent', async () => {
    const deleted = await publish();
    const off = await publish();
    expect((await call('DELETE', `${URL}/${deleted}`, { token })).status).toBe(200);
    await call('PUT', `${URL}/${off}`, { token, json: { channels: { telegram: false, discord: true } } });
    await harness.run();
    expect(await item(`${deleted}_telegram`)).toMatchObject({
      state: 'cancelled',
      reason: 'The announcement was deleted before it was sent',
    });
    expect(await item(`${off}_telegram`)).toMatchObject({ state: 'cancelled' });
    expect(harness.telegram.received()).toEqual([]);
    expect(harness.discord.received()).toHaveLength(1);
  });

  it('queues again a channel turned off before it was sent and on again, and posts it once', async () => {
    const id = await publish({ ...NEWS, channels: { telegram: true } });
    await call('PUT', `${URL}/${id}`, { token, json: { channels: { telegram: false } } });
    await harness.run();
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'cancelled' });
    await call('PUT', `${URL}/${id}`, { token, json: { channels: { telegram: true } } });
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'pending', reason: null });
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered' });
  });

  it('refuses channels that are not a map of true and false, and writes nothing', async () => {
    for (const channels of [{ telegram: 'yes' }, { slack: true }, ['telegram'], 'both']) {
      const answer = await call('POST', URL, { token, json: { ...NEWS, channels } });
      expect(answer.status, JSON.stringify(channels)).toBe(400);
      expect(JSON.stringify(answer.body.errors)).toContain('channels');
    }
    const answer = await call('POST', URL, { token, json: { ...NEWS, channels: { telegram: 1 } } });
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({ message: DELIVERY_MESSAGES.channelsInvalid }),
    );
    expect(await storedDocs('announcements')).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});

describe('exactly once when the sender stops', () => {
  it('never sends again a delivery whose sender stopped between sending and recording: it becomes unknown', async () => {
    const id = await publish();
    await expect(harness.run({ channels: crashingAfterSend(harness.channels()) })).rejects.toThrow(/stopped/);
    expect(harness.telegram.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'sending', attempts: 1 });

    // Within the lease: nothing is due and nothing is sent.
    harness.clock.now += 60_000;
    await harness.run();
    expect(harness.telegram.attempts()).toBe(1);

    harness.clock.now += 5 * 60_000;
    const report = await harness.run();
    expect(report.unknown).toBeGreaterThanOrEqual(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'unknown', reason: UNKNOWN_REASON });
    harness.clock.now += 3_600_000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
  });

  it('sends each delivery once when two runs overlap', async () => {
    await publish();
    await Promise.all([harness.run(), harness.run(), harness.run()]);
    expect(harness.telegram.received()).toHaveLength(1);
    expect(harness.discord.received()).toHaveLength(1);
  });
});

describe('when a provider says no', () => {
  it('waits at least the 429 retry_after of each provider, then delivers', async () => {
    const id = await publish();
    harness.telegram.set({ mode: '429', retryAfter: 120, times: 1 });
    harness.discord.set({ mode: '429', retryAfter: 45.5, times: 1 });
    const start = harness.clock.now;
    expect(await harness.run()).toMatchObject({ retrying: 2, delivered: 0 });
    const telegram = await item(`${id}_telegram`);
    const discord = await item(`${id}_discord`);
    expect(telegram).toMatchObject({
      state: 'pending',
      attempts: 1,
      reason: 'Telegram: Too Many Requests: retry after 120',
    });
    expect(discord).toMatchObject({
      state: 'pending',
      attempts: 1,
      reason: 'Discord: You are being rate limited.',
    });
    expect(telegram.dueAt.toMillis() - start).toBe(120_000);
    expect(discord.dueAt.toMillis() - start).toBe(45_500);

    harness.clock.now = start + 60_000;
    await harness.run();
    expect(harness.telegram.attempts()).toBe(1);
    expect(harness.discord.received()).toHaveLength(1);
    harness.clock.now = start + 120_000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('keeps a 429’s wait across runs: nothing more goes to that channel until it is over', async () => {
    const first = await publish({ ...NEWS, channels: { telegram: true } });
    const second = await publish({ ...NEWS, title: 'A second one', channels: { telegram: true } });
    harness.telegram.set({ mode: '429', retryAfter: 120, times: 1 });
    harness.clock.now = Date.now() + 1000;
    const start = harness.clock.now;
    await harness.run();
    expect(harness.telegram.attempts()).toBe(1);
    // A later run within the wait sends nothing to Telegram, though the second post is due.
    harness.clock.now = start + 60_000;
    await harness.run();
    expect(harness.telegram.attempts()).toBe(1);
    expect(await item(`${second}_telegram`)).toMatchObject({ state: 'pending', attempts: 0 });
    harness.clock.now = start + 120_000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(2);
    expect(await item(`${first}_telegram`)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('never lets a channel that waits hold back the other, however many it has due', async () => {
    for (let i = 0; i < 24; i++)
      await publish({ ...NEWS, title: `Telegram post ${i}`, channels: { telegram: true } });
    const discordOnly = await publish({ ...NEWS, title: 'For Discord', channels: { discord: true } });
    harness.telegram.set({ mode: '429', retryAfter: 600, times: 1 });
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    expect(harness.discord.received().map((m) => m.content)).toEqual([
      expect.stringMatching(/^For Discord\n/),
    ]);
    expect(await item(`${discordOnly}_discord`)).toMatchObject({ state: 'delivered' });
    expect(harness.telegram.attempts()).toBe(1);
  });

  it('retries a 5xx and a timeout with exponential backoff, then delivers', async () => {
    const id = await publish({ ...NEWS, channels: { telegram: true } });
    harness.telegram.set({ mode: '5xx', times: 1 });
    const start = harness.clock.now;
    await harness.run();
    const first = await item(`${id}_telegram`);
    expect(first).toMatchObject({ state: 'pending', reason: 'Telegram answered 502: Bad Gateway' });
    // 30 s doubled per try, half of it jittered (the test's random gives the middle).
    expect(first.dueAt.toMillis() - start).toBe(22_500);

    harness.telegram.set({ mode: 'timeout', times: 1 });
    harness.clock.now = first.dueAt.toMillis();
    await harness.run();
    const second = await item(`${id}_telegram`);
    expect(second).toMatchObject({
      state: 'pending',
      attempts: 2,
      reason: 'No answer from Telegram: no answer within 300 ms',
    });
    expect(second.dueAt.toMillis() - harness.clock.now).toBe(45_000);

    harness.clock.now = second.dueAt.toMillis();
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered', attempts: 3 });
    // The timeout may have posted: the delivery says so (the next test).
    expect(await item(`${id}_telegram`)).toMatchObject({ maybeTwice: true, reason: MAYBE_TWICE_REASON });
  });

  it('marks a post sent again after no answer: it may have been posted twice, and the panel says so', async () => {
    const id = await publish();
    harness.telegram.set({ mode: 'timeout', times: 1 });
    harness.discord.set({ mode: '5xx', times: 1 });
    harness.clock.now = Date.now() + 1000;
    expect(await harness.run()).toMatchObject({ retrying: 2, maybeTwice: 0 });
    harness.clock.now += 60_000;
    expect(await harness.run()).toMatchObject({ delivered: 2, maybeTwice: 1 });
    expect(harness.telegram.attempts()).toBe(2);
    expect(await item(`${id}_telegram`)).toMatchObject({
      state: 'delivered',
      maybeTwice: true,
      reason: MAYBE_TWICE_REASON,
    });
    // A 5xx is an answer: the provider did not post, so nothing is said.
    expect(await item(`${id}_discord`)).toMatchObject({
      state: 'delivered',
      maybeTwice: false,
      reason: null,
    });
    const listed = await call('GET', '/api/admin/deliveries', { token });
    const telegram = listed.body.data.deliveries.find((d: { id: string }) => d.id === `${id}_telegram`);
    expect(telegram).toMatchObject({ state: 'delivered', maybeTwice: true, reason: MAYBE_TWICE_REASON });
    expect(
      listed.body.data.deliveries.find((d: { id: string }) => d.id === `${id}_discord`),
    ).not.toHaveProperty('maybeTwice');
  });

  it('gives up after the last try and says why', async () => {
    const id = await publish({ ...NEWS, channels: { discord: true } });
    harness.discord.set({ mode: '5xx' });
    const policy = { maxAttempts: 2, baseDelayMs: 1000, maxDelayMs: 10_000 };
    await harness.run({ policy });
    harness.clock.now += 10_000;
    await harness.run({ policy });
    expect(await item(`${id}_discord`)).toMatchObject({
      state: 'failed',
      attempts: 2,
      reason: 'Gave up after 2 tries; the last: Discord answered 503: upstream connect error (code 0)',
    });
    expect(await item(`${id}_discord`)).toMatchObject({ dueAt: null });
  });

  it('fails at once with the provider’s reason for a revoked token and a deleted webhook, storing no message id', async () => {
    const id = await publish();
    harness.telegram.set({ mode: 'revoked' });
    harness.discord.set({ mode: 'revoked' });
    expect(await harness.run()).toMatchObject({ failed: 2 });
    const telegram = await item(`${id}_telegram`);
    const discord = await item(`${id}_discord`);
    expect(telegram).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: 'Telegram refused the message (401): Unauthorized',
    });
    expect(discord).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: 'Discord refused the message (404): Unknown Webhook (code 10015)',
    });
    for (const stored of [telegram, discord]) {
      expect(stored).not.toHaveProperty('messageId');
      expect(stored).not.toHaveProperty('deliveredAt');
      expect(stored).toMatchObject({ dueAt: null, leaseUntil: null });
    }
    expect(harness.telegram.received()).toEqual([]);
    harness.clock.now += 3_600_000;
    await harness.run();
    expect(harness.telegram.attempts()).toBe(1);
  });

  it('fails a channel without credentials, sending nothing, and notes it for the admin panel', async () => {
    const id = await publish();
    const channels = harness.channels({ TELEGRAM_CREDENTIALS: undefined, TELEGRAM_API_URL: undefined });
    await harness.run({ channels });
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'failed', reason: NOT_CONFIGURED.telegram });
    expect(await item(`${id}_discord`)).toMatchObject({ state: 'delivered' });
    expect(harness.telegram.attempts()).toBe(0);
    const noted = await testDb().collection('deliveryChannels').doc('configured').get();
    expect(noted.data()).toEqual({ telegram: false, discord: true });
  });
});
