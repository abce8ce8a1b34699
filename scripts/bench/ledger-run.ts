/**
 * Runs of the donation ledger import for `npm run bench:ledger`, in a child process with the deployed
 * function's heap cap: run after run (each with the given budget) until the import is complete, then
 * one more (the cost of every later run). With BENCH_SIMULATED=1 the pace is simulated: a wait for the
 * next call's turn moves a virtual clock on instead of sleeping, so the run's time is the calls' pace
 * plus the real time of everything else (Firestore, the fake node). Prints one JSON line.
 */
import { type ImportClock, importLedger } from '../../lambdas/ledger/import-ledger.js';
import { FACTS_DATABASE_ID } from '../../lambdas/platform/database/facts-collections.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import { startBenchChild } from './run-child.js';

const { BENCH_WALLET, BENCH_BUDGET_MS, BENCH_PER_SECOND, BENCH_LISTED, BENCH_SIMULATED, BENCH_RPC_URL } =
  process.env;

/** The second provider (ADR 35): the same fake node, its calls counted apart. */
class CountedWitness extends SolanaRpcClient {
  calls = 0;
  override request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    this.calls += 1;
    return super.request<T>(method, params);
  }
}
const witness =
  process.env.BENCH_WITNESS === '1'
    ? new CountedWitness({ url: BENCH_RPC_URL as string, timeoutMs: 60_000 })
    : undefined;
// The ledger is a believed fact: its import writes the facts database, as deployed (ADR 37).
const bench = startBenchChild(FACTS_DATABASE_ID);

/** Real time plus the waits skipped. */
function simulatedClock(): ImportClock {
  let skipped = 0;
  return {
    now: () => performance.now() + skipped,
    sleep: async (ms) => {
      skipped += ms;
    },
  };
}

const clock: ImportClock =
  BENCH_SIMULATED === '1'
    ? simulatedClock()
    : { now: () => performance.now(), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) };
const runs: {
  stored: number;
  ms: number;
  complete: boolean;
  signatures: number;
  transactions: number;
  addresses: number;
  witness: number;
}[] = [];
const once = async () => {
  const at = clock.now();
  const before = witness?.calls ?? 0;
  const report = await importLedger({
    db: bench.db,
    rpc: bench.rpc(60_000),
    wallet: BENCH_WALLET as string,
    listed: new Set(BENCH_LISTED ? BENCH_LISTED.split(',') : []),
    budgetMs: Number(BENCH_BUDGET_MS),
    callsPerSecond: Number(BENCH_PER_SECOND),
    clock,
    ...(witness ? { witness } : {}),
  });
  bench.sample();
  runs.push({
    stored: report.stored,
    ms: Math.round(clock.now() - at),
    complete: report.complete,
    signatures: report.calls.getSignaturesForAddress,
    transactions: report.calls.getTransaction,
    addresses: report.addresses,
    witness: (witness?.calls ?? 0) - before,
  });
  return report;
};
while (!(await once()).complete && runs.length < 500) {}
// A later run: nothing new on the chain.
await once();
const { peakHeap, peakRss } = bench.stopSampling();
bench.finish({ runs, peakHeap, peakRss });
