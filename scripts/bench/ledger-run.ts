/**
 * Runs of the donation ledger import for `npx tsx scripts/bench-ledger.ts`, in a child process with
 * the deployed function's heap cap: run after run (each with the deployed budget) until the import
 * is complete. Prints one JSON line: the runs, the wall time and the peak memory.
 */
import { importLedger } from '../../lambdas/ledger/import-ledger.js';
import { startBenchChild } from './run-child.js';

const { BENCH_WALLET, BENCH_BUDGET_MS, BENCH_PER_SECOND, BENCH_LISTED } = process.env;
const bench = startBenchChild();
const started = performance.now();
const runs: { stored: number; ms: number; complete: boolean }[] = [];
for (;;) {
  const at = performance.now();
  const report = await importLedger({
    db: bench.db,
    rpc: bench.rpc(60_000),
    wallet: BENCH_WALLET as string,
    listed: new Set(BENCH_LISTED ? BENCH_LISTED.split(',') : []),
    budgetMs: Number(BENCH_BUDGET_MS),
    callsPerSecond: Number(BENCH_PER_SECOND),
  });
  bench.sample();
  runs.push({ stored: report.stored, ms: Math.round(performance.now() - at), complete: report.complete });
  if (report.complete) break;
}
const { peakHeap, peakRss } = bench.stopSampling();
bench.finish({ runs, wallMs: Math.round(performance.now() - started), peakHeap, peakRss });
