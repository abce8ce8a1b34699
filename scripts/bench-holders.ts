/**
 * `npm run bench:holders -- --holders N`: the holder reconciliation at scale, against the local fake
 * chain and the Firestore emulator. Prints figures, asserts nothing.
 *
 * Four runs, each in a child process with the deployed function's heap cap (--heap, 512 MB): the
 * import of N holders (a full scan in pages), an incremental run after N/1000 newcomers arrived (the
 * accounts changed since the last run), a full scan in pages, and a full scan with the plain method
 * (what every run did before paging). For each: wall time, peak memory (RSS and V8 heap), RPC calls,
 * provider credits (RPC_CREDITS) and bytes read, Firestore writes and the largest commit in bytes, as
 * the emulator received them; then a month of runs at the default cadences, before and after.
 *
 * With `--witness`, the same fake node also serves as the second provider (ADR 35): every full scan
 * reads its count (two plain getProgramAccounts) and every newcomer a run would announce is asked of
 * it by its token account (getMultipleAccounts, a hundred a call), and those calls are counted and
 * priced with the first provider's.
 *
 * The emulator's own limits are not Firestore's, and are kept out of the figures: it is started
 * with `linearInserts` (it would otherwise copy a whole collection for every new document), and the
 * known-holder chunks are far under its 4 MiB message cap (commits of at most 3 MiB of keys).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_PAGE_SIZE, RPC_CREDITS } from '../lambdas/holders/reconcile-bounds.js';
import { fakePublicKey, startFakeSolanaRpc } from './local/fake-solana-rpc.js';
import { startFirestoreEmulator } from './local/firestore-emulator.js';
import { type GrpcMessage, wrapGrpcHandler } from './local/grpc-handlers.js';

const HELP = `usage: npm run bench:holders -- --holders N [--heap MB] [--page-size N] [--witness]
  --holders N     holders of the mint (default 10000)
  --witness       a second provider (the same fake node) counts every full scan and is asked about
                  every newcomer before it is announced (ADR 35); its calls are in the figures
  --heap MB       the child runs' --max-old-space-size (default 512, the deployed function's memory)
  --page-size N   accounts a getProgramAccountsV2 page asks for (default ${DEFAULT_PAGE_SIZE})`;

/** Runs a month (30 days) at the default cadences: before, a plain full read every 5 minutes; now, a
 * run every 2 minutes (the schedule that announces a missed newcomer within 2 minutes), a full
 * scan every HOLDER_FULL_SCAN_MINUTES (120) of them and incremental runs between. */
const MONTH_MINUTES = 30 * 24 * 60;
const BEFORE_EVERY_MINUTES = 5;
const RUN_EVERY_MINUTES = 2;
const FULL_SCAN_EVERY_MINUTES = 120;

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};

interface RunFigures {
  kind: string;
  wallMs: number;
  /** CPU time of the reconciling process (the rest of the wall time is waiting for the node and the emulator). */
  cpuMs: number;
  peakRss: number;
  peakHeap: number;
  count: number;
  newcomers: number;
  announced: number;
  complete: boolean;
  rpc: { bytes: number; calls: number };
  firestore: { writes: number; commits: number; largestCommitBytes: number };
}

const PROJECT_ID = 'demo-bench-holders';
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const MB = 1024 * 1024;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  const holders = arg('holders', 10_000);
  const heap = arg('heap', 512);
  const pageSize = arg('page-size', DEFAULT_PAGE_SIZE);
  const withWitness = process.argv.includes('--witness');
  if (!Number.isInteger(holders) || holders < 100) throw new Error('--holders must be an integer >= 100');

  // What the emulator receives: writes and the largest commit request, in bytes on the wire.
  const wire = { writes: 0, largestCommit: 0 };
  const firestore = await startFirestoreEmulator({
    linearInserts: true,
    configureServer: (server) =>
      wrapGrpcHandler(server, 'Commit', (original) => (call, callback) => {
        const request = call.request as GrpcMessage & {
          writes?: unknown[];
          serializeBinary?: () => Uint8Array;
        };
        wire.writes += request.writes?.length ?? 0;
        const bytes = request.serializeBinary?.().length ?? 0;
        wire.largestCommit = Math.max(wire.largestCommit, bytes);
        original(call, callback);
      }),
  });
  const rpc = await startFakeSolanaRpc();
  const mint = fakePublicKey('bench-holders-mint');
  rpc.addGeneratedHolders({ mint, count: holders, seed: 'bench-holders-existing' });

  interface Cost {
    calls: number;
    credits: number;
    bytes: number;
  }
  const child = async (options: Record<string, unknown>) => {
    wire.writes = 0;
    wire.largestCommit = 0;
    const before = rpc.stats();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        `--max-old-space-size=${heap}`,
        '--import',
        'tsx',
        fileURLToPath(new URL('./bench/holders-run.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: firestore.host,
          FIRESTORE_REST_EMULATOR_HOST: firestore.restHost,
          FIREBASE_PROJECT_ID: PROJECT_ID,
          BENCH_RPC_URL: rpc.url,
          BENCH_MINT: mint,
          BENCH_OPTIONS: JSON.stringify({ pageSize, maxAnnounced: 100, ...options }),
          BENCH_WITNESS: withWitness ? '1' : '0',
          METADATA_SERVER_DETECTION: 'none',
        },
        maxBuffer: 16 * MB,
      },
    );
    const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as RunFigures;
    const after = rpc.stats();
    // What the node served, priced by the one table of credits.
    const plain = after.programAccountsCalls - before.programAccountsCalls;
    const paged = after.programAccountsV2Calls - before.programAccountsV2Calls;
    const slots = after.getSlotCalls - before.getSlotCalls;
    // A full scan reads the mint's supply before and after its pages (ADR 35).
    const supplies = after.getTokenSupplyCalls - before.getTokenSupplyCalls;
    // The second provider's checks of newcomers (--witness).
    const checks = after.getMultipleAccountsCalls - before.getMultipleAccountsCalls;
    const cost: Cost = {
      calls: plain + paged + slots + supplies + checks,
      credits:
        plain * RPC_CREDITS.getProgramAccounts +
        paged * RPC_CREDITS.getProgramAccountsV2 +
        slots * RPC_CREDITS.getSlot +
        supplies * RPC_CREDITS.getTokenSupply +
        checks * RPC_CREDITS.getMultipleAccounts,
      bytes: after.programAccountsBytes - before.programAccountsBytes,
    };
    return { ...figures, wire: { ...wire }, cost };
  };

  const HOUR = 3600_000;
  const runs: [string, Awaited<ReturnType<typeof child>>][] = [];
  runs.push(['import (full scan, pages)', await child({ rpcMethod: 'v2' })]);
  const changed = Math.max(1, Math.round(holders / 1000));
  rpc.addGeneratedHolders({ mint, count: changed, seed: 'bench-holders-newcomers' });
  runs.push([
    `incremental (${changed.toLocaleString('en')} changed)`,
    await child({ rpcMethod: 'v2', fullScanIntervalMs: 2 * HOUR }),
  ]);
  runs.push(['full scan, pages', await child({ rpcMethod: 'v2' })]);
  runs.push(['full scan, plain (before)', await child({ rpcMethod: 'plain' })]);
  await rpc.stop();
  await firestore.stop();

  console.log(
    `\nHolder reconciliation, ${holders.toLocaleString('en')} holders, heap capped at ${heap} MB, pages of ${pageSize.toLocaleString('en')}${withWitness ? ', with a second provider' : ''}\n`,
  );
  console.log(
    '| run | holders | announced | wall time | its CPU | peak RSS | peak heap | RPC calls | credits | RPC bytes | Firestore writes | largest commit |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of runs) {
    console.log(
      `| ${name} | ${r.count.toLocaleString('en')} | ${r.announced.toLocaleString('en')} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.cpuMs / 1000).toFixed(1)} s | ${Math.round(r.peakRss / MB)} MB | ${Math.round(r.peakHeap / MB)} MB | ${r.cost.calls} | ${r.cost.credits} | ${size(r.cost.bytes)} | ${r.wire.writes.toLocaleString('en')} | ${(r.wire.largestCommit / MB).toFixed(2)} MB |`,
    );
  }
  const [, incremental] = runs[1] as [string, { cost: Cost }];
  const [, full] = runs[2] as [string, { cost: Cost }];
  const [, plain] = runs[3] as [string, { cost: Cost }];
  const month = (parts: [number, Cost][]): Cost =>
    parts.reduce(
      (sum, [n, c]) => ({
        calls: sum.calls + n * c.calls,
        credits: sum.credits + n * c.credits,
        bytes: sum.bytes + n * c.bytes,
      }),
      { calls: 0, credits: 0, bytes: 0 },
    );
  const fulls = MONTH_MINUTES / FULL_SCAN_EVERY_MINUTES;
  const before = month([[MONTH_MINUTES / BEFORE_EVERY_MINUTES, plain.cost]]);
  const now = month([
    [fulls, full.cost],
    [MONTH_MINUTES / RUN_EVERY_MINUTES - fulls, incremental.cost],
  ]);
  const GB = 1024 * MB;
  console.log('\n| a month | runs | RPC calls | credits | RPC bytes |\n|---|---|---|---|---|');
  console.log(
    `| before: plain full read every ${BEFORE_EVERY_MINUTES} min | ${MONTH_MINUTES / BEFORE_EVERY_MINUTES} | ${before.calls.toLocaleString('en')} | ${before.credits.toLocaleString('en')} | ${(before.bytes / GB).toFixed(2)} GB |`,
  );
  console.log(
    `| now: a run every ${RUN_EVERY_MINUTES} min, a full scan every ${FULL_SCAN_EVERY_MINUTES} min | ${MONTH_MINUTES / RUN_EVERY_MINUTES} | ${now.calls.toLocaleString('en')} | ${now.credits.toLocaleString('en')} | ${(now.bytes / GB).toFixed(2)} GB (${((100 * now.bytes) / before.bytes).toFixed(1)} % of before) |`,
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:holders: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
