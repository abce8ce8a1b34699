/**
 * One run of the holder reconciliation for `npm run bench:holders`, in a child process started
 * with the deployed function's heap cap. Prints one JSON line: the run's report and its memory.
 */
import { type ReconcileOptions, reconcileHolders } from '../../lambdas/holders/reconcile.js';
import { startBenchChild } from './run-child.js';

const { BENCH_MINT, BENCH_OPTIONS, BENCH_WITNESS } = process.env;
/** The run's reconcile options (method, page size, full-scan interval, announcement cap), as JSON. */
const options = JSON.parse(BENCH_OPTIONS ?? '{}') as Partial<ReconcileOptions>;
const bench = startBenchChild();
// The run's long loops are synchronous, so sampling alone misses peaks: every observer call samples too.
let seen = 0;
const started = performance.now();
const result = await reconcileHolders({
  db: bench.db,
  rpc: bench.rpc(600_000),
  mint: BENCH_MINT as string,
  ...options,
  // `--witness`: the same node as the second provider (ADR 35), so its reads are counted with the first's.
  ...(BENCH_WITNESS === '1' ? { witness: { rpc: bench.rpc(600_000) } } : {}),
  observers: [
    {
      onHolder: () => {
        if (++seen % 65_536 === 0) bench.sample();
      },
    },
  ],
});
const wallMs = performance.now() - started;
bench.sample();
const { peakHeap, peakRss } = bench.stopSampling();
const maxRssBytes = process.resourceUsage().maxRSS * 1024;
bench.finish({
  wallMs,
  cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  peakRss: Math.max(peakRss, maxRssBytes),
  peakHeap,
  count: result.count,
  kind: result.kind,
  newcomers: result.newcomers,
  announced: result.announced.length,
  imported: result.imported,
  complete: result.complete,
  rpc: result.rpc,
  firestore: result.firestore,
});
