/**
 * `npm run bench:holders -- --holders N`: the holder reconciliation at scale, against the local fake
 * chain and the Firestore emulator. Prints figures, asserts nothing.
 *
 * Two runs, each in a child process with the deployed function's heap cap (--heap, 512 MB): the
 * import of N holders, then an incremental run after 1 % newcomers arrived. For each: wall time,
 * peak memory (RSS and V8 heap), RPC bytes read, Firestore writes and the largest commit in bytes,
 * as the emulator received them.
 *
 * The emulator's own limits are not Firestore's, and are kept out of the figures: it is started
 * with `linearInserts` (it would otherwise copy a whole collection for every new document), and the
 * known-holder chunks are far under its 4 MiB message cap (commits of at most 3 MiB of keys).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fakePublicKey, startFakeSolanaRpc } from './local/fake-solana-rpc.js';
import { startFirestoreEmulator } from './local/firestore-emulator.js';
import { type GrpcMessage, wrapGrpcHandler } from './local/grpc-handlers.js';

const HELP = `usage: npm run bench:holders -- --holders N [--heap MB]
  --holders N   holders of the mint (default 10000)
  --heap MB     the child runs' --max-old-space-size (default 512, the deployed function's memory)`;

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};

interface RunFigures {
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
const MB = 1024 * 1024;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  const holders = arg('holders', 10_000);
  const heap = arg('heap', 512);
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

  const child = async (): Promise<RunFigures & { wire: typeof wire; rpcBytes: number }> => {
    wire.writes = 0;
    wire.largestCommit = 0;
    const rpcBefore = rpc.stats().programAccountsBytes;
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
          METADATA_SERVER_DETECTION: 'none',
        },
        maxBuffer: 16 * MB,
      },
    );
    const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as RunFigures;
    return { ...figures, wire: { ...wire }, rpcBytes: rpc.stats().programAccountsBytes - rpcBefore };
  };

  const runs: [string, Awaited<ReturnType<typeof child>>][] = [];
  runs.push(['import', await child()]);
  rpc.addGeneratedHolders({ mint, count: Math.round(holders / 100), seed: 'bench-holders-newcomers' });
  runs.push(['+1 % newcomers', await child()]);
  await rpc.stop();
  await firestore.stop();

  console.log(
    `\nHolder reconciliation, ${holders.toLocaleString('en')} holders, heap capped at ${heap} MB\n`,
  );
  console.log(
    '| run | holders | newcomers announced | wall time | its CPU | peak RSS | peak heap | RPC bytes read | Firestore writes | largest commit |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of runs) {
    console.log(
      `| ${name} | ${r.count.toLocaleString('en')} | ${r.announced.toLocaleString('en')} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.cpuMs / 1000).toFixed(1)} s | ${Math.round(r.peakRss / MB)} MB | ${Math.round(r.peakHeap / MB)} MB | ${(r.rpcBytes / MB).toFixed(1)} MB | ${r.wire.writes.toLocaleString('en')} | ${(r.wire.largestCommit / MB).toFixed(2)} MB |`,
    );
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:holders: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
