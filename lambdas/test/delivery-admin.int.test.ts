import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../contract/delivery.js';
import { UNKNOWN_REASON } from '../delivery/sender.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { crashingAfterSend, type DeliveryHarness, startDeliveryHarness } from './delivery-harness.js';
import { seedDocs, storedDocs, testDb } from './firestore-admin.js';

// ADR 36: what the administrator sees of each delivery, and the retry.
const call = apiClient({ ADMIN_UID: 'delivery-panel-admin' });
let token: string;
let stranger: string;
let harness: DeliveryHarness;

const LIST = '/api/admin/deliveries';
const NEWS = {
  title: 'Staking is live',
  body: 'Stake from the site, nowhere else.',
  kind: 'news',
  publishAt: '2026-11-20T09:00:00Z',
  channels: { telegram: true, discord: true },
};

async function publish() {
  const created = await call('POST', '/api/canonical/announcements', { token, json: NEWS });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

const item = async (id: string) => (await testDb().collection('deliveryOutbox').doc(id).get()).data() ?? {};
const act = (id: string, json: unknown, as = token) => call('POST', `${LIST}/${id}`, { token: as, json });

beforeAll(async () => {
  token = await emulatorIdToken('delivery-panel-admin');
  stranger = await emulatorIdToken('delivery-panel-stranger');
  harness = await startDeliveryHarness();
});

afterAll(async () => {
  await harness.stop();
});

beforeEach(() => harness.reset());

describe('the deliveries list', () => {
  it('shows each channel delivered with its message id, failed with the reason, or pending', async () => {
    const before = await call('GET', LIST, { token });
    expect(before.body).toEqual({
      success: true,
      data: { deliveries: [], channels: { telegram: null, discord: null } },
    });

    const id = await publish();
    const queued = await call('GET', LIST, { token });
    expect(queued.body.data.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: `${id}_telegram`,
          announcementId: id,
          channel: 'telegram',
          state: 'pending',
        }),
      ]),
    );
    harness.discord.set({ mode: 'revoked' });
    await harness.run();
    const answer = await call('GET', LIST, { token });
    expect(answer.status).toBe(200);
    const byChannel = Object.fromEntries(
      answer.body.data.deliveries.map((d: { channel: string }) => [d.channel, d]),
    );
    expect(byChannel.telegram).toMatchObject({
      state: 'delivered',
      messageId: String(harness.telegram.received()[0]?.message_id),
      attempts: 1,
      deliveredAt: expect.any(String),
    });
    expect(byChannel.discord).toMatchObject({
      state: 'failed',
      reason: 'Discord refused the message (404): Unknown Webhook (code 10015)',
    });
    expect(byChannel.discord).not.toHaveProperty('messageId');
    expect(answer.body.data.channels).toEqual({ telegram: true, discord: true });
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', LIST)).status).toBe(401);
    expect((await call('GET', LIST, { token: stranger })).status).toBe(403);
  });
});

describe('retrying a delivery', () => {
  it('sends a failed delivery again once the channel works, and a resent retry changes nothing', async () => {
    const id = await publish();
    harness.telegram.set({ mode: 'revoked' });
    await harness.run();
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'failed' });

    const retried = await act(`${id}_telegram`, { action: 'retry' });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ success: true, message: DELIVERY_MESSAGES.retried });
    expect(retried.body.data).toMatchObject({ state: 'pending', attempts: 0 });
    expect(retried.body.data).not.toHaveProperty('reason');
    const again = await act(`${id}_telegram`, { action: 'retry' });
    expect(again.status).toBe(200);
    expect(await item(`${id}_telegram`)).toMatchObject({
      state: 'pending',
      updatedBy: expect.stringMatching(/delivery-panel-admin/),
    });

    harness.telegram.set({ mode: 'ok' });
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    expect(harness.telegram.received()).toHaveLength(1);
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('lets the administrator settle an unknown delivery: found in the channel, or sent again', async () => {
    const id = await publish();
    await expect(harness.run({ channels: crashingAfterSend(harness.channels()) })).rejects.toThrow();
    harness.clock.now += 10 * 60_000;
    await harness.run();
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'unknown', reason: UNKNOWN_REASON });

    const posted = String(harness.telegram.received()[0]?.message_id);
    const marked = await act(`${id}_telegram`, { action: 'delivered', messageId: posted });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ state: 'delivered', messageId: posted });
    expect((await act(`${id}_telegram`, { action: 'delivered', messageId: posted })).status).toBe(200);

    // Another announcement whose message did not arrive: sent again, on the administrator's word.
    const other = await publish();
    await expect(harness.run({ channels: crashingAfterSend(harness.channels()) })).rejects.toThrow();
    harness.clock.now += 10 * 60_000;
    await harness.run();
    expect(await item(`${other}_telegram`)).toMatchObject({ state: 'unknown' });
    expect((await act(`${other}_telegram`, { action: 'retry' })).status).toBe(200);
    harness.clock.now = Date.now() + 1000;
    await harness.run();
    expect(await item(`${other}_telegram`)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(harness.telegram.received()).toHaveLength(3);
  });

  it('refuses to send a delivered message again, and says so', async () => {
    const id = await publish();
    await harness.run();
    const answer = await act(`${id}_discord`, { action: 'retry' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: DELIVERY_MESSAGES.notRetryable });
    expect(await item(`${id}_discord`)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('answers 4xx JSON that says what is wrong for bad input, and writes nothing', async () => {
    await seedDocs('deliveryOutbox', {
      a_telegram: {
        announcementId: 'a',
        channel: 'telegram',
        state: 'failed',
        attempts: 1,
        reason: 'Telegram refused the message (401): Unauthorized',
        queuedAt: Timestamp.fromMillis(0),
      },
    });
    const cases: [unknown, number, string][] = [
      [{ action: 'resend' }, 400, DELIVERY_MESSAGES.actionInvalid],
      [{}, 400, DELIVERY_MESSAGES.actionInvalid],
      [{ action: 'retry', messageId: '42' }, 400, 'Only "delivered" takes a message id'],
      [{ action: 'delivered', messageId: '<script>' }, 400, DELIVERY_MESSAGES.messageIdInvalid],
      [{ action: 'retry', state: 'delivered' }, 400, 'state'],
    ];
    for (const [json, status, words] of cases) {
      const answer = await act('a_telegram', json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body)).toContain(words.replace(/"/g, '\\"'));
    }
    const raw = await call('POST', `${LIST}/a_telegram`, {
      token,
      raw: '{"action":',
      contentType: 'application/json',
    });
    expect(raw.status).toBe(400);
    expect((await act('../x', { action: 'retry' })).status).toBeGreaterThanOrEqual(400);
    const missing = await act('nope_telegram', { action: 'retry' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(DELIVERY_MESSAGES.notFound);
    expect((await act('a_telegram', { action: 'retry' }, stranger)).status).toBe(403);
    expect((await call('POST', `${LIST}/a_telegram`, { json: { action: 'retry' } })).status).toBe(401);

    const [stored] = await storedDocs('deliveryOutbox');
    expect(stored).toMatchObject({ id: 'a_telegram', state: 'failed', attempts: 1 });
    expect(await storedDocs('deliveryOutbox')).toHaveLength(1);
  });
});
