/**
 * One run of the holder reconciliation for `npm run bench:holders`, in a child process started
 * with the deployed function's heap cap. Prints one JSON line: the run's report and its memory.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { type ReconcileOptions, reconcileHolders } from '../../lambdas/holders/reconcile.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';

const { BENCH_RPC_URL, BENCH_MINT, FIREBASE_PROJECT_ID, BENCH_OPTIONS } = process.env;
/** The run's reconcile options (method, page size, full-scan interval, announcement cap), as JSON. */
const options = JSON.parse(BENCH_OPTIONS ?? '{}') as Partial<ReconcileOptions>;
const app = getApps()[0] ?? initializeApp({ projectId: FIREBASE_PROJECT_ID });
const db = getFirestore(app);

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const memory = process.memoryUsage();
  peakHeap = Math.max(peakHeap, memory.heapUsed);
  peakRss = Math.max(peakRss, memory.rss);
};
// The run's long loops are synchronous, so sampling alone misses peaks: every observer call samples too.
const timer = setInterval(sample, 20);
let seen = 0;
const started = performance.now();
const result = await reconcileHolders({
  db,
  rpc: new SolanaRpcClient({ url: BENCH_RPC_URL as string, timeoutMs: 600_000 }),
  mint: BENCH_MINT as string,
  ...options,
  observers: [
    {
      onHolder: () => {
        if (++seen % 65_536 === 0) sample();
      },
    },
  ],
});
const wallMs = performance.now() - started;
sample();
clearInterval(timer);
const maxRssBytes = process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({
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
  }),
);
process.exit(0);
