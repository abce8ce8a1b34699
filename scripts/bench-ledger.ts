/**
 * `npx tsx scripts/bench-ledger.ts -- --transactions N`: the first import of a donation wallet's ledger
 * of N transactions, against the local fake chain and the Firestore emulator. Prints figures, asserts
 * nothing: wall time, peak memory (RSS and V8 heap, in a child with the deployed heap cap), runs, RPC
 * calls (= credits at 1 credit a call), then an idle run, and a month's calls at the deployed cadence.
 *
 * The emulator's own limits are kept out of the figures: it is started with `linearInserts` (it would
 * otherwise copy the whole collection for every new document). The pace of calls is the benchmark's
 * `--per-second` (default 1000: the fake chain has no rate limit); deployed it is LEDGER_RPC_PER_SECOND,
 * and the time a first import takes at that pace is computed from the calls.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fakePublicKey, startFakeSolanaRpc } from './local/fake-solana-rpc.js';
import { startFirestoreEmulator } from './local/firestore-emulator.js';

const HELP = `usage: npx tsx scripts/bench-ledger.ts [--transactions N] [--heap MB] [--budget-ms MS] [--per-second N]
  --transactions N  transactions of the wallet (default 100000)
  --heap MB         the child's --max-old-space-size (default 512, the deployed function's memory)
  --budget-ms MS    one run's budget (default 240000, the deployed LEDGER_BUDGET_MS)
  --per-second N    RPC calls a second at most (default 1000; deployed 8)`;

const MB = 1024 * 1024;
const PROJECT_ID = 'demo-bench-ledger';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  const count = arg('transactions', 100_000);
  const heap = arg('heap', 512);
  const budgetMs = arg('budget-ms', 240_000);
  const perSecond = arg('per-second', 1000);
  const firestore = await startFirestoreEmulator({ linearInserts: true });
  const rpc = await startFakeSolanaRpc();
  const wallet = fakePublicKey(`bench-ledger-wallet-${count}`);
  rpc.ledger.addGenerated({ wallet, count, seed: `bench-ledger-${count}` });

  const child = async () => {
    const before = rpc.ledger.stats();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        `--max-old-space-size=${heap}`,
        '--import',
        'tsx',
        fileURLToPath(new URL('./bench/ledger-run.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: firestore.host,
          FIREBASE_PROJECT_ID: PROJECT_ID,
          BENCH_RPC_URL: rpc.url,
          BENCH_WALLET: wallet,
          BENCH_BUDGET_MS: String(budgetMs),
          BENCH_PER_SECOND: String(perSecond),
          METADATA_SERVER_DETECTION: 'none',
        },
        maxBuffer: 16 * MB,
      },
    );
    const after = rpc.ledger.stats();
    const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
      runs: { stored: number; ms: number; complete: boolean }[];
      wallMs: number;
      peakHeap: number;
      peakRss: number;
    };
    const signatures = after.getSignaturesForAddressCalls - before.getSignaturesForAddressCalls;
    const transactions = after.getTransactionCalls - before.getTransactionCalls;
    return { ...figures, signatures, transactions, calls: signatures + transactions };
  };

  const first = await child();
  const idle = await child();
  const mb = (n: number) => `${Math.round(n / MB)} MB`;
  console.log(`First import of ${count.toLocaleString('en')} transactions (heap cap ${heap} MB):`);
  console.log(
    `  wall ${(first.wallMs / 1000).toFixed(1)} s in ${first.runs.length} run(s); peak RSS ${mb(first.peakRss)}, heap ${mb(first.peakHeap)}`,
  );
  console.log(
    `  calls ${first.calls.toLocaleString('en')} (getSignaturesForAddress ${first.signatures}, getTransaction ${first.transactions}) = credits at 1 a call`,
  );
  const deployedS = first.calls / 8;
  console.log(
    `  at the deployed 8 calls a second: ≈${(deployedS / 60).toFixed(0)} min of calls, ≈${Math.ceil(deployedS / 240)} runs of 240 s`,
  );
  console.log(
    `An idle run after it: ${idle.calls} call(s), ${idle.wallMs} ms; a month at one run every 10 minutes: ${(idle.calls * 4320).toLocaleString('en')} calls`,
  );
  await rpc.stop();
  await firestore.stop();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
