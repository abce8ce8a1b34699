/**
 * `npm run bench:api`: prints figures, asserts nothing.
 * 3. The holder webhook: cold start of its bundle (new process, load, first delivery recorded
 *    against the emulator) and warm latency under concurrent deliveries, each naming a new wallet.
 * 1. Cold start of the bundled list handler: a new Node process loads the bundle and answers one
 *    request against the Firestore emulator (median of several runs).
 * 2. Warm latency and throughput of GET /api/canonical/roadmap through the local gateway, with one
 *    connection and under concurrent load (autocannon). The Firestore emulator runs in a process of
 *    its own, as Firestore is another service in production.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import autocannon from 'autocannon';
import { bundleHandler } from './bench/bundle-handler.js';
import { BENCH_MINT, BENCH_WEBHOOK_SECRET } from './bench/webhook.js';
import { freshWallet, transferDelivery } from './holders/delivery.js';

if (process.argv.includes('--help')) {
  console.log(`usage: npm run bench:api [-- --runs N --seconds S --connections C]

Prints cold-start and warm figures of the API handlers (list-entries and the holder webhook)
against the Firestore emulator; asserts nothing.`);
  process.exit(0);
}
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const runs = arg('runs', 7);
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Starts a benchmark child process and resolves with the JSON line it prints when ready. */
function startChild<T>(script: string, args: string[] = []): { child: ChildProcess; ready: Promise<T> } {
  // Node itself with tsx's loader, not npx: SIGTERM must reach the process that handles it, or the
  // children outlive the benchmark and keep it from exiting.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<T>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as Readable });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, ready };
}

// Firestore is another service in production: the emulator runs in a process of its own.
const emulator = startChild<{ firestoreHost: string }>('scripts/bench/serve-firestore.ts');
const { firestoreHost } = await emulator.ready;
const server = startChild<{ url: string }>('scripts/bench/serve-api.ts', [firestoreHost]);
const { url } = await server.ready;

try {
  const bundle = await bundleHandler('lambdas/functions/list-entries.ts');
  console.log(`bundle: ${bundle} (${(statSync(bundle).size / 1024).toFixed(0)} KiB minified)`);
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_PROJECT_ID: 'demo-meme-token',
    ADMIN_UID: 'bench-admin',
    LOCAL_STACK: '1',
  };
  const samples: { load: number; firstAnswer: number; total: number; wall: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const probe = spawnSync(process.execPath, ['scripts/bench/cold-start-probe.mjs', bundle], {
      env,
      encoding: 'utf8',
    });
    const wall = performance.now() - started;
    if (probe.status !== 0) throw new Error(`cold start probe failed: ${probe.stderr}`);
    const result = JSON.parse(probe.stdout.trim().split('\n').at(-1) as string);
    if (result.status !== 200 || result.items !== 12) throw new Error(`unexpected answer ${probe.stdout}`);
    samples.push({ ...result, wall });
  }
  console.log(`\ncold start (${runs} runs, median):`);
  console.log(`  module load        ${median(samples.map((s) => s.load)).toFixed(0)} ms`);
  console.log(
    `  first answer       ${median(samples.map((s) => s.firstAnswer)).toFixed(0)} ms (client init + query)`,
  );
  console.log(`  load + answer      ${median(samples.map((s) => s.load + s.firstAnswer)).toFixed(0)} ms`);
  console.log(`  process start → answer ${median(samples.map((s) => s.total)).toFixed(0)} ms`);
  console.log(`  spawn → exit (wall)    ${median(samples.map((s) => s.wall)).toFixed(0)} ms`);

  const target = `${url}/api/canonical/roadmap`;
  await fetch(target); // warm the handler module
  // One connection shows the latency of a request on its own; more show throughput, and latency
  // that now includes queueing behind other requests on this 2-core machine.
  for (const load of [...new Set([1, connections])]) {
    const result = await autocannon({ url: target, connections: load, duration: seconds });
    console.log(
      `\nwarm GET /api/canonical/roadmap via the local gateway (${load} connection${load === 1 ? '' : 's'}, ${seconds} s):`,
    );
    console.log(
      `  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
    console.log(
      `  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  }

  // The holder webhook: the provider gives up after about a second, cold start included.
  const webhookBundle = await bundleHandler('lambdas/functions/holder-webhook.ts');
  console.log(
    `\nbundle: ${webhookBundle} (${(statSync(webhookBundle).size / 1024).toFixed(0)} KiB minified)`,
  );
  const webhookSamples: { load: number; firstAnswer: number; total: number; wall: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const probe = spawnSync(process.execPath, ['scripts/bench/webhook-cold-start-probe.mjs', webhookBundle], {
      env: {
        ...env,
        TOKEN_MINT: BENCH_MINT,
        HOLDER_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
        DELIVERY: JSON.stringify(transferDelivery({ mint: BENCH_MINT, wallet: freshWallet() })),
      },
      encoding: 'utf8',
    });
    const wall = performance.now() - started;
    if (probe.status !== 0) throw new Error(`webhook cold start probe failed: ${probe.stderr}`);
    const result = JSON.parse(probe.stdout.trim().split('\n').at(-1) as string);
    if (result.status !== 200 || result.recorded !== 1) throw new Error(`unexpected answer ${probe.stdout}`);
    webhookSamples.push({ ...result, wall });
  }
  console.log(`\nwebhook cold start (${runs} runs, median; each records one new holder):`);
  console.log(`  module load        ${median(webhookSamples.map((s) => s.load)).toFixed(0)} ms`);
  console.log(
    `  first answer       ${median(webhookSamples.map((s) => s.firstAnswer)).toFixed(0)} ms (client init + import check + 1 commit)`,
  );
  console.log(
    `  load + answer      ${median(webhookSamples.map((s) => s.load + s.firstAnswer)).toFixed(0)} ms (max ${Math.max(...webhookSamples.map((s) => s.load + s.firstAnswer)).toFixed(0)} ms)`,
  );
  console.log(`  process start → answer ${median(webhookSamples.map((s) => s.total)).toFixed(0)} ms`);

  const webhook = `${url}/api/new-holders/webhook`;
  await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BENCH_WEBHOOK_SECRET },
    body: '[]',
  });
  for (const load of [...new Set([1, connections])]) {
    const result = await autocannon({
      url: webhook,
      connections: load,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: BENCH_WEBHOOK_SECRET },
          // Every delivery names a new wallet: the costly case (an import check and one commit of two creates).
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(transferDelivery({ mint: BENCH_MINT, wallet: freshWallet() })),
          }),
        },
      ],
    });
    console.log(
      `\nwarm POST /api/new-holders/webhook via the local gateway (${load} connection${load === 1 ? '' : 's'}, ${seconds} s, a new wallet each):`,
    );
    console.log(
      `  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
    console.log(
      `  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  emulator.child.kill('SIGTERM');
}
