/**
 * `npm run bench:api`: prints figures; holds them to no target, but stops if a probe is refused.
 * 1. Cold starts of every function, each bundled as `cdk synth` bundles it: a new Node process loads
 *    the bundle and answers one request (bundle size, module load, first answer, process start to
 *    answer, spawn to exit, and that last as a multiple of a bare Node process measured in the same
 *    rounds; with the deployed path, also a bare Node process that makes one HTTPS GET to the Firestore
 *    fake: the floor of any function that opens a TLS connection). Two paths: `emulator`, as the local stack runs them (Firestore emulator over gRPC), and
 *    `deployed`, as AWS runs them (secrets over Secrets Manager's wire protocol from a local stand-in,
 *    Firestore over REST and TLS to a local fake). Administrators' routes answer their request without a token (401):
 *    their figures are load and the checks before the token. Every other probe must answer 2xx or 304
 *    (the localized reads ask for Spanish): the benchmark stops, naming the probes, if one does not.
 * 2. Warm latency and throughput of GET /api/canonical/roadmap through the local gateway, with one
 *    connection and under concurrent load (autocannon); a first request must answer 2xx, and answers
 *    other than 2xx under load are flagged. The Firestore emulator runs in a process of its own, as
 *    Firestore is another service in production.
 * 3. The same for the holder webhook, each delivery naming a new wallet.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import autocannon from 'autocannon';
import type { RouteDefinition } from '../lambdas/routes.js';
import { bundleHandler, type HandlerBundle } from './bench/bundle-handler.js';
import {
  bareNode,
  isAnswer,
  isExpectedAnswer,
  type RunPath,
  type Sample,
  startColdStartWorld,
  subjects,
  TARGETS,
} from './bench/cold-starts.js';
import { BENCH_MINT, BENCH_WEBHOOK_SECRET } from './bench/webhook.js';
import { airdropDelivery, freshWallet, transferDelivery } from './holders/delivery.js';

if (process.argv.includes('--help')) {
  console.log(`usage: npm run bench:api [-- --runs N --seconds S --connections C --only a,b --paths emulator,deployed --no-warm]

Prints the cold start of every API function (bundle size, module load, first answer, process start to
answer, spawn to exit and its ratio to a bare Node process), on the emulator's path and on the deployed
path (Firestore over REST; also a bare Node process that makes one HTTPS GET, the floor of any function
that opens a TLS connection), then warm figures of list-entries and the holder webhook through the local
gateway; holds them to no target, but stops if a probe answers other than its route should (admin
routes 401 without a token, the others 2xx or 304), as its figures would time an error. --only limits
the cold starts to the named functions, --no-warm skips the warm figures.`);
  process.exit(0);
}
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const list = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '').split(',').filter(Boolean);
};
const runs = arg('runs', 7);
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);
const only = list('only');
const paths = (list('paths') ?? ['emulator', 'deployed']) as RunPath[];
const warm = !process.argv.includes('--no-warm');

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
const emulator = startChild<{ firestoreHost: string; firestoreRestHost: string }>(
  'scripts/bench/serve-firestore.ts',
);
const { firestoreHost, firestoreRestHost } = await emulator.ready;
const server = startChild<{ url: string }>('scripts/bench/serve-api.ts', [firestoreHost, firestoreRestHost]);
const { url } = await server.ready;
const world = await startColdStartWorld(firestoreHost, firestoreRestHost);

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function coldStarts(): Promise<void> {
  const chosen = subjects().filter((s) => !only || only.includes(s.name));
  const bundles = new Map<string, HandlerBundle>();
  for (const subject of chosen) bundles.set(subject.name, await bundleHandler(subject.entry));
  const measured = chosen.filter((s) => s.route);
  const bare: Sample[] = [];
  const bareHttps: Sample[] = [];
  const samples = new Map<string, (Sample & { body: string })[]>();
  // Rounds, not one function after another: a change in the machine's load touches every row alike.
  for (let round = 0; round < runs; round++) {
    bare.push(await bareNode());
    if (paths.includes('deployed')) bareHttps.push(await world.bareHttps());
    const unexpected: string[] = [];
    for (const subject of measured) {
      for (const path of paths) {
        const sample = await world.coldStart(subject, bundles.get(subject.name) as HandlerBundle, path);
        if (!isExpectedAnswer(subject.route as RouteDefinition, sample.status))
          unexpected.push(`  ${subject.name} (${path}) answered ${sample.status}: ${sample.body}`);
        const key = `${subject.name} ${path}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
    // After a whole round, so that one run names every such probe; before more rounds time errors.
    if (unexpected.length > 0) {
      throw new Error(
        `probes answered other than their route does (admin: 401, others: 2xx or 304), so their figures would time an error:\n${unexpected.join('\n')}`,
      );
    }
  }
  const bareWall = median(bare.map((s) => s.wall));
  const bareCpu = median(bare.map((s) => s.cpu));
  console.log(
    `\ncold starts (${runs} rounds, medians; ms unless said; ×bare = spawn→exit / bare Node's; CPU× = CPU time / bare Node's, steadier on a busy machine):`,
  );
  console.log(
    `bare Node: spawn→exit ${bareWall.toFixed(0)} ms, process start→end ${median(bare.map((s) => s.total)).toFixed(0)} ms, CPU ${median(bare.map((s) => s.cpu)).toFixed(0)} ms`,
  );
  if (bareHttps.length > 0) {
    const wall = median(bareHttps.map((s) => s.wall));
    const cpu = median(bareHttps.map((s) => s.cpu));
    console.log(
      `bare Node + one HTTPS GET (the deployed path's TLS floor): spawn→exit ${wall.toFixed(0)} ms (${(wall / bareWall).toFixed(1)}× bare), CPU ${cpu.toFixed(0)} ms (${(cpu / bareCpu).toFixed(1)}×)`,
    );
  }
  const header = `${'function'.padEnd(24)}${'path'.padEnd(10)}${pad('status', 6)}${pad('KiB', 6)}${pad('load', 6)}${pad('answer', 7)}${pad('start→ans', 10)}${pad('spawn→exit', 11)}${pad('×bare', 6)}${pad('CPU', 5)}${pad('CPU×', 6)}${pad('target', 7)}`;
  console.log(header);
  for (const subject of chosen) {
    const kib = ((bundles.get(subject.name)?.bytes ?? 0) / 1024).toFixed(0);
    if (!subject.route) {
      console.log(`${subject.name.padEnd(24)}${'(size)'.padEnd(10)}${pad('', 6)}${pad(kib, 6)}`);
      continue;
    }
    for (const path of paths) {
      const rows = samples.get(`${subject.name} ${path}`) ?? [];
      const m = (pick: (s: Sample) => number) => median(rows.map(pick));
      const ratio = m((s) => s.wall) / bareWall;
      const target = TARGETS[subject.kind];
      console.log(
        `${subject.name.padEnd(24)}${path.padEnd(10)}${pad(rows[0]?.status ?? '', 6)}${pad(kib, 6)}${pad(m((s) => s.load).toFixed(0), 6)}${pad(m((s) => s.firstAnswer).toFixed(0), 7)}${pad(m((s) => s.total).toFixed(0), 10)}${pad(m((s) => s.wall).toFixed(0), 11)}${pad(ratio.toFixed(1), 6)}${pad(m((s) => s.cpu).toFixed(0), 5)}${pad((m((s) => s.cpu) / bareCpu).toFixed(1), 6)}${pad(target ? `≤${target}` : '', 7)}`,
      );
    }
  }
}

/** Stops the benchmark when a warm-up request is refused: the load that follows would time errors. */
function expectAnswered(response: Response, what: string): void {
  if (!isAnswer(response.status)) {
    throw new Error(`${what} answered ${response.status}: its warm figures would time an error`);
  }
}

/** One warm run's figures; answers other than 2xx are flagged, since they are in the latencies. */
function printWarm(title: string, result: autocannon.Result): void {
  console.log(`\n${title}:`);
  console.log(
    `  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
  console.log(
    `  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  if (result.non2xx > 0 || result.errors > 0) {
    console.log(
      `  WARNING: ${result.non2xx} non-2xx answers and ${result.errors} errors are in these figures`,
    );
  }
}

try {
  await coldStarts();
  if (warm) {
    const target = `${url}/api/canonical/roadmap`;
    expectAnswered(await fetch(target), 'GET /api/canonical/roadmap'); // warms the handler module
    // One connection shows the latency of a request on its own; more show throughput, and latency
    // that now includes queueing behind other requests on this 2-core machine.
    for (const load of [...new Set([1, connections])]) {
      const result = await autocannon({ url: target, connections: load, duration: seconds });
      printWarm(
        `warm GET /api/canonical/roadmap via the local gateway (${load} connection${load === 1 ? '' : 's'}, ${seconds} s)`,
        result,
      );
    }

    const webhook = `${url}/api/new-holders/webhook`;
    // autocannon copies a request's headers before it adds its own: one object serves every request.
    const webhookHeaders = { 'content-type': 'application/json', authorization: BENCH_WEBHOOK_SECRET };
    expectAnswered(
      await fetch(webhook, { method: 'POST', headers: webhookHeaders, body: '[]' }),
      'POST /api/new-holders/webhook',
    );
    for (const load of [...new Set([1, connections])]) {
      const result = await autocannon({
        url: webhook,
        connections: load,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: webhookHeaders,
            // Every delivery names a new wallet: the costly case (an import check and one commit of two creates).
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify(transferDelivery({ mint: BENCH_MINT, wallet: freshWallet() })),
            }),
          },
        ],
      });
      printWarm(
        `warm POST /api/new-holders/webhook via the local gateway (${load} connection${load === 1 ? '' : 's'}, ${seconds} s, a new wallet each)`,
        result,
      );
    }

    // An airdrop's batch (50 transactions of 20 recipients, about 340 KiB): the provider wants a 200
    // within about a second; past HOLDER_WEBHOOK_DEADLINE_MS what is left goes to the reconciler.
    console.log(
      '\nairdrop-sized POST /api/new-holders/webhook via the local gateway (50 × 20 new wallets, 3 deliveries):',
    );
    for (let i = 0; i < 3; i++) {
      const body = JSON.stringify(airdropDelivery(BENCH_MINT, 50, 20));
      const started = performance.now();
      const response = await fetch(webhook, { method: 'POST', headers: webhookHeaders, body });
      const answer = (await response.json()) as { recorded?: number; leftToReconciler?: number };
      console.log(
        `  ${response.status} in ${(performance.now() - started).toFixed(0)} ms, ${(body.length / 1024).toFixed(0)} KiB: recorded ${answer.recorded ?? 0}, left to the reconciler ${answer.leftToReconciler ?? 0}`,
      );
    }
  }
} finally {
  await world.stop();
  server.child.kill('SIGTERM');
  emulator.child.kill('SIGTERM');
}
