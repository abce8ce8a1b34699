import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { type DonationLedger, LEDGER_NOTES } from '../contract/ledger.js';
import { apiClient, type Call } from './api.js';
import { testDb } from './firestore-admin.js';
import { type ImportedLedger, importedLedger } from './imported-ledger.js';

// The public ledger routes, as the gateway calls them, over a ledger imported from the local chain.
const WALLET = fakePublicKey('ledger-route-wallet');
const EDITOR = 'editor@example.test';
let call: Call;
let seeded: ImportedLedger;

beforeAll(async () => {
  seeded = await importedLedger('ledger-route');
  // An outflow explained by the administrator, stored as the note route stores it: who wrote it must never show.
  await testDb()
    .collection(LEDGER_NOTES)
    .doc(seeded.signatures.solOut as string)
    .set({
      note: 'Paid the artist',
      link: 'https://example.test/invoice',
      updatedAt: new Date(),
      updatedBy: EDITOR,
    });
  call = apiClient({ ADMIN_UID: 'ledger-admin', DONATION_WALLET: WALLET });
});
afterAll(() => seeded.rpc.stop());

describe('GET /api/ledger/donation-wallet', () => {
  it('answers month totals, the latest transfers and when the ledger was brought up to date, cacheable with an ETag', async () => {
    const answer = await call('GET', '/api/ledger/donation-wallet');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('s-maxage=60');
    const data = answer.body.data as DonationLedger;
    expect(data.wallet).toBe(WALLET);
    expect(Date.now() - Date.parse(data.syncedAt as string)).toBeLessThan(120_000);
    // Nine transfers: the failed, fee-only and wrap-unwrap transactions are not listed.
    expect(data.transactions).toHaveLength(9);
    expect(data.next).toBeNull();
    expect(data.months.map((m) => m.month)).toEqual(['2026-10', '2026-09']);
    const explained = data.transactions.find((t) => t.signature === seeded.signatures.solOut);
    expect(explained).toMatchObject({
      direction: 'out',
      explanation: { note: 'Paid the artist', link: 'https://example.test/invoice' },
      unexplainedSince: null,
    });
    const unexplained = data.transactions.find((t) => t.signature === seeded.signatures.tokenOut);
    expect(unexplained).toMatchObject({ direction: 'out', explanation: null });
    expect(unexplained?.unexplainedSince).toBe(unexplained?.time);
    const gift = data.transactions.find((t) => t.signature === seeded.signatures.solInAlice);
    const alice = fakePublicKey('ledger-route-alice');
    expect(gift).toMatchObject({
      direction: 'in',
      explanation: null,
      unexplainedSince: null,
      movements: [
        {
          asset: 'SOL',
          amount: '2000000000',
          counterparty: { address: alice, short: `${alice.slice(0, 4)}…${alice.slice(-4)}` },
        },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toContain(EDITOR);
    expect(JSON.stringify(answer.body)).not.toContain('updatedBy');

    const etag = answer.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call('GET', '/api/ledger/donation-wallet', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('pages with a cursor in the path, and answers 404 for a cursor it never gave', async () => {
    const first = (await call('GET', '/api/ledger/donation-wallet')).body.data as DonationLedger;
    const fifth = first.transactions[4];
    const cursor = `${String(fifth?.slot).padStart(12, '0')}-${fifth?.signature}`;
    const page = await call('GET', `/api/ledger/donation-wallet/page/${cursor}`);
    expect(page.status).toBe(200);
    expect((page.body.data as DonationLedger).transactions.map((t) => t.signature)).toEqual(
      first.transactions.slice(5).map((t) => t.signature),
    );
    // A page answers the transfers and the next cursor, not the month totals again.
    expect(Object.keys(page.body.data as object).sort()).toEqual(['next', 'transactions']);
    const bad = await call('GET', '/api/ledger/donation-wallet/page/not-a-cursor');
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ success: false });
    // Well formed, but never given: the newest slot there can be and a random signature; or a real
    // signature with another slot; or the list key of an entry that is not listed (a failed one).
    const failed = seeded.signatures.failed as string;
    for (const forged of [
      `999999999999-${fifth?.signature.slice(0, -4)}abcd`,
      `999999999999-${fifth?.signature}`,
      `${String(seeded.rpc.ledger.slotOf(failed)).padStart(12, '0')}-${failed}`,
    ]) {
      const answer = await call('GET', `/api/ledger/donation-wallet/page/${forged}`);
      expect(answer.status, forged).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'No such page of the ledger' });
    }
  });
});
