/**
 * Runs of the donation ledger import for `npx tsx scripts/bench-ledger.ts`, in a child process with
 * the deployed function's heap cap: run after run (each with the deployed budget) until the import
 * is complete. Prints one JSON line: the runs, the wall time and the peak memory.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { importLedger } from '../../lambdas/ledger/import-ledger.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';

const { BENCH_RPC_URL, BENCH_WALLET, FIREBASE_PROJECT_ID, BENCH_BUDGET_MS, BENCH_PER_SECOND } = process.env;
const app = getApps()[0] ?? initializeApp({ projectId: FIREBASE_PROJECT_ID });
const db = getFirestore(app);

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const memory = process.memoryUsage();
  peakHeap = Math.max(peakHeap, memory.heapUsed);
  peakRss = Math.max(peakRss, memory.rss);
};
const timer = setInterval(sample, 20);
const started = performance.now();
const runs: { stored: number; ms: number; complete: boolean }[] = [];
for (;;) {
  const at = performance.now();
  const report = await importLedger({
    db,
    rpc: new SolanaRpcClient({ url: BENCH_RPC_URL as string, timeoutMs: 60_000 }),
    wallet: BENCH_WALLET as string,
    budgetMs: Number(BENCH_BUDGET_MS),
    callsPerSecond: Number(BENCH_PER_SECOND),
  });
  sample();
  runs.push({ stored: report.stored, ms: Math.round(performance.now() - at), complete: report.complete });
  if (report.complete) break;
}
clearInterval(timer);
process.stdout.write(
  `${JSON.stringify({ runs, wallMs: Math.round(performance.now() - started), peakHeap, peakRss })}\n`,
);
process.exit(0);
