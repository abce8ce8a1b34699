/**
 * The plumbing both bench runs share (`bench/ledger-run.ts`, `bench/holders-run.ts`): each runs in a
 * child process started with the deployed function's heap cap, talks to the Firestore emulator and
 * the fake node its parent names (FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_HOST, BENCH_RPC_URL), samples
 * its memory while it works and prints one JSON line of figures.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';

export interface BenchChild {
  readonly db: Firestore;
  /** A client of the parent's node, each call abandoned after `timeoutMs`. */
  rpc(timeoutMs: number): SolanaRpcClient;
  /** Records the memory now; a 20 ms timer calls it too, which misses the peaks of long synchronous loops. */
  sample(): void;
  /** Stops the timer; the highest heap and RSS sampled, in bytes. */
  stopSampling(): { peakHeap: number; peakRss: number };
  /** Prints the figures as the one JSON line the parent reads, and exits. */
  finish(figures: object): never;
}

/**
 * Opens the database its writer writes as deployed (ADR 37: the holder feed's the chain database, the
 * ledger import's the believed facts' one) and starts sampling the memory.
 */
export function startBenchChild(database: string = CHAIN_DATABASE_ID): BenchChild {
  const { BENCH_RPC_URL, FIREBASE_PROJECT_ID } = process.env;
  const app = getApps()[0] ?? initializeApp({ projectId: FIREBASE_PROJECT_ID });
  const db = getFirestore(app, database);
  let peakHeap = 0;
  let peakRss = 0;
  const sample = () => {
    const memory = process.memoryUsage();
    peakHeap = Math.max(peakHeap, memory.heapUsed);
    peakRss = Math.max(peakRss, memory.rss);
  };
  const timer = setInterval(sample, 20);
  return {
    db,
    rpc: (timeoutMs) => new SolanaRpcClient({ url: BENCH_RPC_URL as string, timeoutMs }),
    sample,
    stopSampling: () => {
      clearInterval(timer);
      return { peakHeap, peakRss };
    },
    finish: (figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.exit(0);
    },
  };
}
