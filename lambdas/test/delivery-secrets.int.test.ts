import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_TELEGRAM } from '../../scripts/local/fake-telegram.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { type DeliveryHarness, startDeliveryHarness } from './delivery-harness.js';
import { type FakeSecretsManager, startFakeSecretsManager } from './fake-secrets-manager.js';
import { clearCollections, testDb } from './firestore-admin.js';

// ADR 36: the channels' credentials read from Secrets Manager as deployed (the fake speaks its wire
// protocol and checks the signature), only the providers' addresses pointed at the fakes.
const arn = (name: string) => `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}-AbCdEf`;
const call = apiClient({ ADMIN_UID: 'delivery-secrets-admin' });
const saved = { ...process.env };
let token: string;
let sm: FakeSecretsManager;
let harness: DeliveryHarness;

const item = async (id: string) => (await testDb().collection('deliveryOutbox').doc(id).get()).data() ?? {};

async function publish(channels: Record<string, boolean>) {
  const created = await call('POST', '/api/canonical/announcements', {
    token,
    json: { title: 'New listing', body: 'Listed today.', publishAt: '2026-11-20T09:00:00Z', channels },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

/** The channels as deployed: secrets by ARN, no credential in the environment. */
function deployedChannels(telegram: string, discord: string) {
  return harness.channels({
    TELEGRAM_CREDENTIALS: undefined,
    DISCORD_WEBHOOK_URL: undefined,
    TELEGRAM_SECRET_ARN: arn(telegram),
    DISCORD_WEBHOOK_SECRET_ARN: arn(discord),
  });
}

beforeAll(async () => {
  token = await emulatorIdToken('delivery-secrets-admin');
  harness = await startDeliveryHarness();
  sm = await startFakeSecretsManager();
  Object.assign(process.env, sm.environment);
});

afterAll(async () => {
  process.env = saved;
  await Promise.all([sm.stop(), harness.stop()]);
});

beforeEach(async () => {
  await clearCollections('announcements', 'contentHistory', 'deliveryOutbox', 'deliveryChannels');
  harness.telegram.reset();
  harness.discord.reset();
  harness.clock.reset();
});

describe('channel credentials from Secrets Manager', () => {
  it('posts with the Telegram secret, and fails Discord at once when its secret is not a webhook URL', async () => {
    sm.set(arn('telegram-a'), JSON.stringify(FAKE_TELEGRAM));
    // Deployed, only Discord's own webhook addresses are used: a secret pointing elsewhere is refused.
    sm.set(arn('discord-a'), harness.discord.webhookUrl);
    const id = await publish({ telegram: true, discord: true });
    await harness.run({ channels: deployedChannels('telegram-a', 'discord-a') });
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered' });
    expect(await item(`${id}_discord`)).toMatchObject({
      state: 'failed',
      reason: 'The Discord secret must be a webhook URL: https://discord.com/api/webhooks/<id>/<token>',
    });
    expect(harness.telegram.received()).toHaveLength(1);
    expect(harness.discord.attempts()).toBe(0);
    expect(sm.calls().length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a delivery pending while its secret cannot be read, and sends it once it can', async () => {
    const id = await publish({ telegram: true });
    // No such secret yet: the channel is skipped this run, and the delivery waits.
    await harness.run({ channels: deployedChannels('telegram-b', 'discord-b') });
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(harness.telegram.attempts()).toBe(0);

    sm.set(arn('telegram-b'), JSON.stringify(FAKE_TELEGRAM));
    await harness.run({ channels: deployedChannels('telegram-b', 'discord-b') });
    expect(await item(`${id}_telegram`)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('fails a Telegram secret that is not {botToken, chatId}, naming what is expected and sending nothing', async () => {
    sm.set(arn('telegram-c'), '{"token": "123456:secret-token-value-abcdefgh"}');
    const id = await publish({ telegram: true });
    await harness.run({ channels: deployedChannels('telegram-c', 'discord-c') });
    const stored = await item(`${id}_telegram`);
    expect(stored).toMatchObject({
      state: 'failed',
      reason: 'The Telegram secret must be {"botToken": "<id>:<token>", "chatId": "@channel or -100…"}',
    });
    expect(JSON.stringify(stored)).not.toContain('secret-token-value');
    expect(harness.telegram.attempts()).toBe(0);
  });
});
