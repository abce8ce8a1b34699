import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import addresses from '../holders/fixtures/addresses.json' with { type: 'json' };
import classic from '../holders/fixtures/delivery-classic-transfer.json' with { type: 'json' };
import mixed from '../holders/fixtures/delivery-mixed.json' with { type: 'json' };
import { apiClient, type CallOptions } from './api.js';
import { captureLogs } from './captured-logs.js';
import { chainDb, clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

// A project of its own on the shared emulator: other files clear and read `newHolders` too.
const PROJECT_ID = 'demo-holder-webhook';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const SECRET = 'test-webhook-secret-0123456789';
const MINT = addresses.mint;
const { wallets } = addresses;
const call = apiClient({
  FIREBASE_PROJECT_ID: PROJECT_ID,
  ADMIN_UID: 'webhook-admin',
  TOKEN_MINT: MINT,
  HOLDER_WEBHOOK_SECRET: SECRET,
});
const WEBHOOK = '/api/new-holders/webhook';
const deliver = (body: unknown, options: CallOptions = {}) =>
  call('POST', WEBHOOK, { json: body, headers: { authorization: SECRET }, ...options });

const known = async () =>
  (await chainDb().collection('holderFeed').doc(MINT).collection('holders').get()).docs;

async function markImported(): Promise<void> {
  await seedDocs('holderFeed', { [MINT]: { mint: MINT, importedAt: Timestamp.now() } });
}

beforeEach(async () => {
  const holders = await known();
  await Promise.all(holders.map((doc) => doc.ref.delete()));
  await clearCollections('newHolders', 'holderFeed');
  await markImported();
});

// First in the file: a function instance remembers once it has seen the import, as in production.
describe('POST /api/new-holders/webhook before the import', () => {
  it('records nothing before the existing holders have been imported', async () => {
    await clearCollections('holderFeed');
    const answer = await deliver(classic);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, recorded: 0 });
    expect(await storedDocs('newHolders')).toEqual([]);
  });
});

describe('POST /api/new-holders/webhook', () => {
  it('records the receiver of a classic transfer as a new holder, with the signature, shown by /latest', async () => {
    const answer = await deliver(classic);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, recorded: 1 });
    const events = await storedDocs('newHolders');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: `${MINT}_${wallets.alice}`,
      wallet: wallets.alice,
      mint: MINT,
      source: 'webhook',
      signature: classic[0]?.signature,
    });
    const latest = await call('GET', '/api/new-holders/latest');
    expect(latest.body).toMatchObject({
      has_new_holder: true,
      holder: {
        wallet: wallets.alice,
        short: `${wallets.alice.slice(0, 4)}...${wallets.alice.slice(-4)}`,
        signature: classic[0]?.signature,
      },
    });
  });

  it('records each new wallet of a mixed delivery once and ignores the rest', async () => {
    const answer = await deliver(mixed);
    expect(answer.body).toEqual({ success: true, recorded: 2 });
    expect((await storedDocs('newHolders')).map((e) => e.wallet).sort()).toEqual(
      [wallets.carol, wallets.dave].sort(),
    );
  });

  it('records nothing twice when the same delivery comes again', async () => {
    expect((await deliver(mixed)).body.recorded).toBe(2);
    const again = await deliver(mixed);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, recorded: 0 });
    expect(await storedDocs('newHolders')).toHaveLength(2);
    expect(await known()).toHaveLength(2);
  });

  it('records one holder and one event from 10 concurrent deliveries naming the same new wallet', async () => {
    // Different signatures, as when the wallet buys in several transactions delivered at once.
    const deliveries = Array.from({ length: 10 }, (_, i) => {
      const [tx] = structuredClone(classic);
      return [{ ...tx, signature: `${tx?.signature.slice(0, 80)}${i}` }];
    });
    const answers = await Promise.all(deliveries.map((d) => deliver(d)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, a) => sum + a.body.recorded, 0)).toBe(1);
    expect(await storedDocs('newHolders')).toHaveLength(1);
    expect((await known()).map((d) => d.id)).toEqual([wallets.alice]);
  });

  it('does not announce a wallet that is already a known holder', async () => {
    await chainDb()
      .collection('holderFeed')
      .doc(MINT)
      .collection('holders')
      .doc(wallets.alice)
      .set({ wallet: wallets.alice });
    expect((await deliver(classic)).body).toEqual({ success: true, recorded: 0 });
    expect(await storedDocs('newHolders')).toEqual([]);
  });
});

describe('POST /api/new-holders/webhook refuses', () => {
  const nothingStored = async () => {
    expect(await storedDocs('newHolders')).toEqual([]);
    expect(await known()).toEqual([]);
  };

  it.each([
    ['no secret', {}],
    ['a wrong secret', { authorization: 'another-secret-of-some-length' }],
    ['the secret with its last character changed', { authorization: `${SECRET.slice(0, -1)}8` }],
    ['the secret with a character more', { authorization: `${SECRET}0` }],
    // A check that compared only the given length would accept this one.
    ['a strict prefix of the secret (all but its last character)', { authorization: SECRET.slice(0, -1) }],
    ['the secret as a bearer token', { authorization: `Bearer ${SECRET}` }],
  ])('%s with 401 and stores nothing', async (_what, headers) => {
    const answer = await call('POST', WEBHOOK, { json: classic, headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Missing or wrong webhook secret' });
    await nothingStored();
  });

  it.each([
    [
      'malformed JSON',
      { raw: '[{"signature": ', contentType: 'application/json' },
      400,
      'Request body is not valid JSON',
    ],
    [
      'an object instead of an array',
      { json: classic[0] },
      400,
      'Request body must be a JSON array of transactions',
    ],
    [
      'a body that is not JSON',
      { raw: 'signature=1', contentType: 'application/x-www-form-urlencoded' },
      415,
      'Content-Type must be application/json',
    ],
  ])('%s: a clear 4xx, nothing stored', async (_what, options, status, message) => {
    const answer = await call('POST', WEBHOOK, {
      headers: { authorization: SECRET },
      ...(options as CallOptions),
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, message });
    await nothingStored();
  });

  it('wrong field types with 400 naming the field, and stores nothing (not even the valid transactions)', async () => {
    const [tx] = structuredClone(classic) as { tokenTransfers: Record<string, unknown>[] }[];
    if (!tx?.tokenTransfers[0]) throw new Error('fixture changed');
    tx.tokenTransfers[0].tokenAmount = '12500.5';
    const answer = await deliver([...mixed, tx]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Invalid delivery: 6.tokenTransfers.0.tokenAmount Invalid input: expected number, received string',
    );
    expect(answer.body.errors[0]).toMatchObject({ field: '6.tokenTransfers.0.tokenAmount' });
    await nothingStored();
  });

  // The provider retries a 5xx for ever: what the product cannot use is a logged 4xx instead.
  it.each([
    ['a timestamp in milliseconds', 1763800000123],
    ['a timestamp before Solana existed', 0],
    ['a timestamp years in the future', 4102444800],
  ])('%s with 400 naming the field, logged, and stores nothing', async (_what, timestamp) => {
    const [tx] = structuredClone(classic);
    const logs = captureLogs();
    try {
      const answer = await deliver([{ ...tx, timestamp }]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "Invalid delivery: 0.timestamp must be a block time in unix seconds, between Solana's genesis and now",
      );
      expect(logs.lines('warn').map((l) => l.message)).toContain('Webhook delivery refused');
    } finally {
      vi.restoreAllMocks();
    }
    await nothingStored();
  });

  it.each([
    ['an empty delivery', []],
    [
      'a failed transaction whose error has an unexpected shape',
      [{ ...classic[0], transactionError: ['InstructionError', 0] }],
    ],
    [
      'a transfer to an address that is not a wallet',
      [{ ...classic[0], tokenTransfers: [{ ...classic[0]?.tokenTransfers[0], toUserAccount: '../..' }] }],
    ],
  ])('%s with 200, recording nothing', async (_what, delivery) => {
    const answer = await deliver(delivery);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, recorded: 0 });
    await nothingStored();
  });

  it('a 1 MiB body with 413 and stores nothing', async () => {
    const padding = 'x'.repeat(1024 * 1024);
    const [tx] = structuredClone(classic);
    const answer = await deliver([{ ...tx, description: padding }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body must be at most 512 KiB' });
    await nothingStored();
  });
});
