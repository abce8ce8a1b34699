import { beforeEach, describe, expect, it } from 'vitest';
import { enhancedDonation } from '../../scripts/local/fake-donation.js';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { apiClient } from './api.js';
import { chainDb, clearCollections, seedDocs } from './firestore-admin.js';

const PROJECT_ID = 'demo-donation-webhook';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const SECRET = 'test-donation-webhook-secret-0123';
const WALLET = fakePublicKey('donation-webhook-wallet');
const DONOR = fakePublicKey('donation-webhook-donor');
const GOAL_REF = fakePublicKey('donation-webhook-goal-reference');
const REQUEST_REF = fakePublicKey('donation-webhook-request-reference');
const SIGNATURE = '5'.repeat(88);
const call = apiClient({
  FIREBASE_PROJECT_ID: PROJECT_ID,
  ADMIN_UID: 'donation-webhook-admin',
  DONATION_WALLET: WALLET,
  DONATION_WEBHOOK_SECRET: SECRET,
  LOCAL_STACK: '1',
});
const delivery = [
  enhancedDonation(
    { from: DONOR, to: WALLET, lamports: 250_000_000, references: [GOAL_REF, REQUEST_REF] },
    SIGNATURE,
    1_790_000_000,
  ),
];
const deliver = (body: unknown, secret = SECRET) =>
  call('POST', '/api/donations/webhook', { json: body, headers: { authorization: secret } });
const receipts = async () => (await chainDb().collection('donationReceipts').get()).docs.map((d) => d.data());

beforeEach(async () => {
  await clearCollections('donationReceipts', 'donations');
  await seedDocs('donations', { listing: { title: 'Listing', order: 1, reference: GOAL_REF } });
});

describe('the donation webhook (ADR 40)', () => {
  it('records each reference of a received transfer once, however often the delivery comes', async () => {
    const first = await deliver(delivery);
    expect(first.body).toEqual({ success: true, recorded: 2 });
    const again = await deliver(delivery);
    expect(again.body).toEqual({ success: true, recorded: 0 });
    const stored = await receipts();
    expect(stored).toHaveLength(2);
    expect(stored.map((r) => r.reference).sort()).toEqual([GOAL_REF, REQUEST_REF].sort());
    const receipt = await call('GET', `/api/donations/receipts/${REQUEST_REF}`);
    expect(receipt.body.data).toEqual({
      status: 'arrived',
      signature: SIGNATURE,
      lamports: '250000000',
      goalReference: GOAL_REF,
      confirmedAt: new Date(1_790_000_000_000).toISOString(),
    });
  });

  it('records nothing for a transfer to another wallet, a failed one, or a wrong secret', async () => {
    const other = enhancedDonation(
      {
        from: DONOR,
        to: fakePublicKey('donation-webhook-other'),
        lamports: 1_000,
        references: [REQUEST_REF],
      },
      '6'.repeat(88),
      1_790_000_000,
    );
    const failed = {
      ...delivery[0],
      signature: '7'.repeat(88),
      transactionError: { InstructionError: [0, 'x'] },
    };
    expect((await deliver([other, failed])).body).toEqual({ success: true, recorded: 0 });
    expect((await deliver(delivery, 'wrong-secret-0123456789')).status).toBe(401);
    expect((await deliver({ not: 'an array' })).status).toBe(400);
    expect(await receipts()).toEqual([]);
  });
});
