import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { importLedger } from '../ledger/import-ledger.js';
import { transactionsOf, unreadOf } from '../ledger/ledger-store.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { factsDb } from './firestore-admin.js';

// ADR 35, "Amendment: the witness's silence believes nothing": each new ledger entry is stored only once
// the second provider returns the same transaction; until then it is kept as unread and asked again.
// Two local chains: the first provider (which may lie) and the witness (the chain as it is).
let first: FakeSolanaRpc;
let witness: FakeSolanaRpc;
const NOV_2026 = Date.UTC(2026, 10, 3) / 1000;

beforeAll(async () => {
  [first, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
});
afterAll(() => Promise.all([first.stop(), witness.stop()]));

const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url });
const run = (wallet: string, withWitness = true) =>
  importLedger({
    db: factsDb(),
    rpc: client(first),
    wallet,
    listed: new Set(),
    budgetMs: 60_000,
    callsPerSecond: 1000,
    ...(withWitness ? { witness: client(witness) } : {}),
  });
const storedIds = async (wallet: string) =>
  (await transactionsOf(factsDb(), wallet).get()).docs.map((d) => d.id).sort();
const unreadIds = async (wallet: string) => (await unreadOf(factsDb(), wallet).get()).docs.map((d) => d.id);

/** The same gift on both chains, at the same slot: what every honest node returns. */
function onBoth(wallet: string, donor: string, lamports: number, n: number): string {
  const slot = Math.max(first.slot(), witness.slot());
  first.setSlot(slot);
  witness.setSlot(slot);
  const gift = {
    feePayer: donor,
    blockTime: NOV_2026 + n,
    lamports: { [donor]: -lamports, [wallet]: lamports },
  };
  const signature = first.ledger.add(gift);
  witness.ledger.add({ ...gift, signature });
  return signature;
}

describe('each new ledger entry, confirmed by the second provider', () => {
  it('stores the entries both providers return, and keeps an inflated one only the first returns as unread', async () => {
    const wallet = fakePublicKey('ledger-witness-wallet');
    const donor = fakePublicKey('ledger-witness-donor');
    for (const chain of [first, witness]) chain.setBalance(donor, 1_000_000_000_000);
    const real = [onBoth(wallet, donor, 7, 1), onBoth(wallet, donor, 8, 2)];
    // A gift of 900 SOL only the first provider returns.
    const invented = first.ledger.add({
      feePayer: donor,
      blockTime: NOV_2026 + 3,
      lamports: { [donor]: -900_000_000_000, [wallet]: 900_000_000_000 },
    });
    const report = await run(wallet);
    expect(await storedIds(wallet)).toEqual([...real].sort());
    expect(await unreadIds(wallet)).toEqual([invented]);
    expect(report).toMatchObject({ stored: 2, unread: 1 });
    // Asked again at the next run, and still not stored while the witness does not see it.
    await run(wallet);
    expect(await storedIds(wallet)).toEqual([...real].sort());
    expect(await unreadIds(wallet)).toEqual([invented]);
  });

  it('keeps a new entry as unread while the witness cannot be read, and stores it once it confirms it', async () => {
    const wallet = fakePublicKey('ledger-witness-down-wallet');
    const donor = fakePublicKey('ledger-witness-down-donor');
    for (const chain of [first, witness]) chain.setBalance(donor, 1_000_000_000_000);
    const gift = onBoth(wallet, donor, 5, 1);
    witness.setOutage('rpc-error');
    await run(wallet);
    expect(await storedIds(wallet)).toEqual([]);
    expect(await unreadIds(wallet)).toEqual([gift]);
    witness.setOutage('none');
    await run(wallet);
    expect(await storedIds(wallet)).toEqual([gift]);
    expect(await unreadIds(wallet)).toEqual([]);
  });
});
