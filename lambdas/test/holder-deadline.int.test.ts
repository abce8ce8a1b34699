import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import type { Delivery } from '../holders/webhook-delivery.js';
import { apiClient } from './api.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

// The webhook's deadline without timing anything: a zero deadline, and a clock the test steps. Past the
// deadline no new write starts and the delivery is answered 200; the reconciler records the rest (ADR 16).
const PROJECT_ID = 'demo-holder-deadline';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
process.env.ADMIN_UID = 'deadline-admin';
// Loaded once the environment it reads at load is set.
const { recordDelivery } = await import('../holders/record-delivery.js');
const SECRET = 'deadline-test-webhook-secret-01';
const MINT = fakePublicKey('deadline-test-mint');
const call = apiClient({
  FIREBASE_PROJECT_ID: PROJECT_ID,
  ADMIN_UID: 'deadline-admin',
  TOKEN_MINT: MINT,
  HOLDER_WEBHOOK_SECRET: SECRET,
  HOLDER_WEBHOOK_DEADLINE_MS: '0',
});

/** One transaction sending the mint to `count` wallets none of which held it. */
function delivery(count: number, seed: string): Delivery {
  return [
    {
      signature: `${seed}`.padEnd(88, 'x'),
      timestamp: Math.floor(Date.UTC(2026, 10, 1) / 1000),
      type: 'TRANSFER',
      transactionError: null,
      description: '',
      tokenTransfers: Array.from({ length: count }, (_, i) => ({
        fromUserAccount: fakePublicKey(`${seed}-sender`),
        toUserAccount: fakePublicKey(`${seed}-recipient-${i}`),
        fromTokenAccount: fakePublicKey(`${seed}-sender-account`),
        toTokenAccount: fakePublicKey(`${seed}-recipient-account-${i}`),
        tokenAmount: 100,
        mint: MINT,
        tokenStandard: 'Fungible',
      })),
    },
  ] as unknown as Delivery;
}

beforeEach(async () => {
  await clearCollections('newHolders', 'holderFeed');
  await seedDocs('holderFeed', { [MINT]: { mint: MINT, importedAt: Timestamp.now() } });
});

describe('the webhook past its deadline', () => {
  it('with a zero deadline records nobody, leaves every wallet to the reconciler and answers 200', async () => {
    const answer = await call('POST', '/api/new-holders/webhook', {
      json: delivery(3, 'deadline-zero'),
      headers: { authorization: SECRET },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, recorded: 0, leftToReconciler: 3 });
    expect(await storedDocs('newHolders')).toEqual([]);
  });

  it('starts no write once its clock is past the deadline: those started are stored, the others left', async () => {
    // Each reading of the clock moves it on by 40 ms: the first two candidates are started (40 and 80 ms
    // after arrival, under the 100 ms deadline), the third reading (120 ms) stops every worker.
    let now = 0;
    const clock = () => {
      now += 40;
      return now;
    };
    const outcome = await recordDelivery(delivery(5, 'deadline-clock'), MINT, {
      deadlineMs: 100,
      arrivedAt: 0,
      clock,
    });
    expect(outcome).toEqual({ recorded: 2, left: 3 });
    const stored = (await storedDocs('newHolders')) as { wallet?: string }[];
    expect(stored.map((d) => d.wallet).sort()).toEqual(
      [0, 1].map((i) => fakePublicKey(`deadline-clock-recipient-${i}`)).sort(),
    );
  });
});
