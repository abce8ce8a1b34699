import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  localStablecoinMint,
  type SeededLedger,
  seedDonationLedger,
} from '../../scripts/local/ledger-seed.js';
import { inTimeZone, testInstants } from '../../scripts/testing/instants.js';
import { importLedger } from '../ledger/import-ledger.js';
import { readDonationLedger } from '../ledger/public-ledger.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { factsDb } from './firestore-admin.js';

// ADR 29: the donation ledger's months (behaviour §2.7) at chosen instants as well as today. Each
// instant seeds the same history, placed before it, on a wallet of its own, imports it at that instant
// and reads the public answer in a time zone whose wall clock changes day, month or offset then.
let rpc: FakeSolanaRpc;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());

const SOL = 1_000_000_000;
const FEE = 5000;
/** The SOL each named transaction of the seeded history moves (in, out) and the fee the wallet pays. */
const SOL_MOVES: Record<string, { in?: number; out?: number; fee?: number }> = {
  solInAlice: { in: 2 * SOL },
  solInBob: { in: SOL / 2 },
  solInCarolV0: { in: 1.25 * SOL },
  solOut: { out: 0.3 * SOL, fee: FEE },
  tokenInDave: {},
  stableInErin: {},
  tokenOut: { fee: FEE },
  stableOut: { fee: FEE },
  failed: { fee: FEE },
  feeOnly: { fee: FEE },
  wrapUnwrap: { fee: FEE },
  // The history's last transaction gives only the token: its month may hold no SOL at all.
  tokenInDaveAgain: {},
};

/** The SOL row each UTC month should show (zero where only tokens moved), from the seeded block times. */
function expectedSolMonths(seeded: SeededLedger): Map<string, { in: bigint; out: bigint; fees: bigint }> {
  const months = new Map<string, { in: bigint; out: bigint; fees: bigint }>();
  for (const [name, moves] of Object.entries(SOL_MOVES)) {
    const blockTime = seeded.blockTimes[name] as number;
    const month = `${new Date(blockTime * 1000).getUTCFullYear()}-${String(new Date(blockTime * 1000).getUTCMonth() + 1).padStart(2, '0')}`;
    const row = months.get(month) ?? { in: 0n, out: 0n, fees: 0n };
    row.in += BigInt(moves.in ?? 0);
    row.out += BigInt(moves.out ?? 0);
    row.fees += BigInt(moves.fee ?? 0);
    months.set(month, row);
  }
  return months;
}

describe.each(testInstants().map((instant, i) => ({ ...instant, i })))(
  'the ledger imported at $name ($iso, $timeZone)',
  ({ iso, timeZone, i }) => {
    const now = new Date(iso);
    const wallet = fakePublicKey(`ledger-months-${i}-wallet`);
    let seeded: SeededLedger;

    beforeAll(async () => {
      rpc.setBalance(wallet, 12_500_000_000);
      const token = fakePublicKey(`ledger-months-${i}-token`);
      seeded = seedDonationLedger(rpc, wallet, token, {
        prefix: `ledger-months-${i}`,
        now,
      });
      // Imported in the instant's time zone too: the import files each transaction under its month.
      const report = await inTimeZone(timeZone, () =>
        importLedger({
          db: factsDb(),
          rpc: new SolanaRpcClient({ url: rpc.url }),
          wallet,
          // As the local stack lists them: the token and the stand-in stablecoin (ADR 30).
          listed: new Set([token, localStablecoinMint()]),
          budgetMs: 60_000,
          callsPerSecond: 1000,
          now: () => now,
        }),
      );
      expect(report.complete).toBe(true);
    });

    it('files each transaction under its UTC month, newest month first, with SOL totals of that month', async () => {
      const ledger = await inTimeZone(timeZone, () => readDonationLedger(factsDb(), wallet));
      const expected = expectedSolMonths(seeded);
      expect(ledger.months.map((m) => m.month)).toEqual([...expected.keys()].sort().reverse());
      for (const { month, assets } of ledger.months) {
        const sol = assets.find((row) => row.asset === 'SOL');
        const want = expected.get(month) ?? { in: 0n, out: 0n, fees: 0n };
        if (want.in + want.out + want.fees === 0n) expect(sol, month).toBeUndefined();
        else expect(sol, month).toMatchObject({ in: `${want.in}`, out: `${want.out}`, fees: `${want.fees}` });
      }
      // Brought up to date at the instant of the import, and the history ended before it.
      expect(ledger.syncedAt).toBe(now.toISOString());
      const newest = ledger.transactions[0]?.time as string;
      expect(Date.parse(newest)).toBeLessThan(now.getTime());
    });
  },
);
