import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationTransfer, transferData } from '../../scripts/local/fake-donation.js';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { importLedger } from '../ledger/import-ledger.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { clearCollections, factsDb, seedDocs } from './firestore-admin.js';

// A project of its own on the shared emulator: other files clear `donations` too.
const PROJECT_ID = 'demo-donation-goals';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const WALLET = fakePublicKey('donation-goals-wallet');
const OTHER = fakePublicKey('donation-goals-other-wallet');
const DONOR = fakePublicKey('donation-goals-donor');
const GOAL_REF = fakePublicKey('donation-goals-goal-reference');
const REQUEST_REF = fakePublicKey('donation-goals-request-reference');
const STRAY_REF = fakePublicKey('donation-goals-stray-reference');
const SYSTEM = '11111111111111111111111111111111';
const call = apiClient({
  FIREBASE_PROJECT_ID: PROJECT_ID,
  ADMIN_UID: 'donation-goals-admin',
  DONATION_WALLET: WALLET,
});

let rpc: FakeSolanaRpc;
const run = () =>
  importLedger({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    wallet: WALLET,
    listed: new Set(),
    budgetMs: 60_000,
    callsPerSecond: 1000,
  });

beforeAll(async () => {
  rpc = await startFakeSolanaRpc({ balances: { [WALLET]: 2_000_000_000, [DONOR]: 50_000_000_000 } });
  await clearCollections('donations', 'donationLedger');
  await seedDocs('donations', {
    listing: { title: 'Listing', order: 1, targetAmount: 10, reference: GOAL_REF },
    audit: { title: 'Audit', order: 2, targetAmount: 5, reference: STRAY_REF },
  });
  // A donation to the goal, with the page's request reference after the goal's.
  rpc.ledger.add(
    donationTransfer({ from: DONOR, to: WALLET, lamports: 500_000_000, references: [GOAL_REF, REQUEST_REF] }),
  );
  // One transaction pays the wallet 1 lamport with no reference and another wallet 3 SOL carrying a goal's
  // reference: the wallet is in it and received SOL, yet the reference is not on its transfer.
  rpc.ledger.add({
    feePayer: DONOR,
    lamports: { [DONOR]: -3_000_000_001, [WALLET]: 1, [OTHER]: 3_000_000_000 },
    instructions: [
      { programId: SYSTEM, accounts: [DONOR, WALLET], data: transferData(1) },
      { programId: SYSTEM, accounts: [DONOR, OTHER, STRAY_REF], data: transferData(3_000_000_000) },
    ],
  });
  // Two runs at once read the same history, then a third: each signature counts once.
  await Promise.all([run(), run()]);
  await run();
});
afterAll(() => rpc.stop());

describe('what each goal received (ADR 40)', () => {
  it('counts a transfer carrying a goal’s reference to that goal once across overlapping runs', async () => {
    const answer = await call('GET', '/api/ledger/donation-wallet/goals');
    expect(answer.status).toBe(200);
    expect(answer.body.data.goals).toEqual([{ reference: GOAL_REF, lamports: '500000000', gifts: 1 }]);
    expect(answer.body.data.syncedAt).toEqual(expect.any(String));
  });

  it('does not count a transfer to another wallet that carries a goal’s reference', async () => {
    const stray = await factsDb()
      .collection('donationLedger')
      .doc(WALLET)
      .collection('references')
      .doc(STRAY_REF)
      .get();
    expect(stray.exists).toBe(false);
  });

  it('serves the receipt of the request reference from the ledger when the webhook missed it', async () => {
    const answer = await call('GET', `/api/donations/receipts/${REQUEST_REF}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'arrived',
      lamports: '500000000',
      goalReference: GOAL_REF,
      signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/),
    });
    expect(answer.headers['cache-control']).toMatch(/s-maxage=5\b/);
  });

  it('answers pending for a key no transfer carried, and 400 for a reference that is not a key', async () => {
    const pending = await call('GET', `/api/donations/receipts/${fakePublicKey('donation-goals-nobody')}`);
    expect(pending.body.data).toEqual({ status: 'pending' });
    for (const bad of ['not-a-key', '1111', `${REQUEST_REF}x`]) {
      const answer = await call('GET', `/api/donations/receipts/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: expect.stringMatching(/Reference must be/),
      });
    }
  });
});
