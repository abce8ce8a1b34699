/**
 * `npm run bench:ledger`: the donation ledger's import against the local fake chain and the Firestore
 * emulator, for the seeded history of the local stack (scripts/local/ledger-seed.ts) with 0, 100 and
 * 2,000 token accounts of the wallet's opened by strangers (scripts/local/ledger-strangers.ts). For
 * each: every run until the first import is complete, then a later run (nothing new), with its calls
 * (= credits at 1 a call), its time and the addresses followed. Prints figures, asserts nothing.
 *
 * The pace is the deployed one (8 calls a second, a 120 s budget) and is SIMULATED by default: a wait for
 * a call's turn moves a virtual clock on instead of sleeping, so a run's time is what it would take at
 * that pace (plus the real time of the database and the node here). `--real` sleeps instead. Each run
 * is in a child with the deployed heap cap. `--transactions N` adds N generated gifts to the history.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fakePublicKey, startFakeSolanaRpc } from './local/fake-solana-rpc.js';
import { startFirestoreEmulator } from './local/firestore-emulator.js';
import { localStablecoinMint, seedDonationLedger } from './local/ledger-seed.js';
import { seedStrangerAccounts } from './local/ledger-strangers.js';

const HELP = `usage: npm run bench:ledger -- [--strangers 0,100,2000] [--budget-ms MS] [--per-second N] [--heap MB] [--transactions N] [--real]
  --strangers LIST  stranger accounts of each case (default 0,100,2000)
  --budget-ms MS    one run's budget (default 120000)
  --per-second N    RPC calls a second at most (default 8, the deployed LEDGER_RPC_PER_SECOND)
  --heap MB         the child's --max-old-space-size (default 512, the deployed function's memory)
  --transactions N  generated gifts added to the seeded history (default 0)
  --real            sleep between calls instead of simulating the pace
  --witness         the same fake node is also the second provider (ADR 35): its getTransaction calls are counted apart`;

const MB = 1024 * 1024;
const PROJECT_ID = 'demo-bench-ledger';
const DAY = 86_400;

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

interface Run {
  stored: number;
  ms: number;
  complete: boolean;
  signatures: number;
  transactions: number;
  addresses: number;
  /** The second provider's calls (getTransaction of each new entry), with --witness. */
  witness: number;
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  const cases = (arg('strangers') ?? '0,100,2000').split(',').map(Number);
  const budgetMs = Number(arg('budget-ms') ?? 120_000);
  const perSecond = Number(arg('per-second') ?? 8);
  const heap = Number(arg('heap') ?? 512);
  const generated = Number(arg('transactions') ?? 0);
  const simulated = !process.argv.includes('--real');
  const withWitness = process.argv.includes('--witness');
  const firestore = await startFirestoreEmulator({ linearInserts: true });
  const rpc = await startFakeSolanaRpc();
  const start = Math.floor(Date.UTC(2026, 8, 1) / 1000);

  console.log(
    `Donation ledger import: ${perSecond} calls a second, ${budgetMs / 1000} s a run, ` +
      `pace ${simulated ? 'SIMULATED (waits move a virtual clock; database and node time real)' : 'real (sleeps)'}, heap cap ${heap} MB`,
  );
  const idleCosts: number[] = [];
  for (const strangers of cases) {
    const prefix = `bench-ledger-${strangers}`;
    const wallet = fakePublicKey(`${prefix}-wallet`);
    const token = fakePublicKey(`${prefix}-token`);
    rpc.setBalance(wallet, 12_500_000_000);
    if (generated > 0)
      rpc.ledger.addGenerated({ wallet, count: generated, seed: prefix, startTime: start - DAY });
    seedDonationLedger(rpc, wallet, token, { prefix, startTime: start });
    seedStrangerAccounts(rpc, wallet, { count: strangers, prefix, startTime: start + 30 * DAY });
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
          BENCH_LISTED: [token, localStablecoinMint()].join(','),
          BENCH_BUDGET_MS: String(budgetMs),
          BENCH_PER_SECOND: String(perSecond),
          BENCH_SIMULATED: simulated ? '1' : '0',
          BENCH_WITNESS: withWitness ? '1' : '0',
          METADATA_SERVER_DETECTION: 'none',
        },
        maxBuffer: 16 * MB,
      },
    );
    const { runs, peakRss } = JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
      runs: Run[];
      peakRss: number;
    };
    const later = runs.at(-1) as Run;
    const first = runs.slice(0, -1);
    console.log(
      `\n${strangers.toLocaleString('en')} stranger accounts (peak RSS ${Math.round(peakRss / MB)} MB):`,
    );
    first.forEach((run, i) => {
      const calls = run.signatures + run.transactions;
      console.log(
        `  first import, run ${i + 1}: ${calls} calls = ${calls} credits (getSignaturesForAddress ${run.signatures}, ` +
          `getTransaction ${run.transactions})${withWitness ? `, the witness ${run.witness} calls = ${run.witness} credits` : ''}, ${(run.ms / 1000).toFixed(1)} s of ${budgetMs / 1000} s, ` +
          `${run.stored} stored, ${run.addresses} addresses followed${run.complete ? ', complete' : ''}`,
      );
    });
    const laterCalls = later.signatures + later.transactions + later.witness;
    idleCosts.push(laterCalls);
    console.log(
      `  a later run: ${laterCalls} calls = ${laterCalls} credits, ${(later.ms / 1000).toFixed(1)} s; ` +
        `a month at one run every 10 minutes: ${(laterCalls * 4320).toLocaleString('en')} credits`,
    );
  }
  if (cases[0] === 0 && idleCosts.length > 1) {
    const alone = idleCosts[0] as number;
    console.log(
      `\nA later run costs ${idleCosts.map((c) => `${c}`).join(' / ')} calls: at most ` +
        `${(Math.max(...idleCosts) / alone).toFixed(1)}× the history alone.`,
    );
  }
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
