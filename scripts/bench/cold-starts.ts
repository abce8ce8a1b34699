import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Firestore } from 'firebase-admin/firestore';
import { listKey } from '../../lambdas/ledger/extract.js';
import { ORIGIN_HEADER } from '../../lambdas/platform/origin/origin-header.js';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes.js';
import { startFakeFirestoreRest } from '../../lambdas/test/fake-firestore-rest.js';
import { type FakeSecret, startFakeSecretsManager } from '../../lambdas/test/fake-secrets-manager.js';
import type { LocalHost } from '../../lambdas/test/tls-front.js';
import { freshWallet, transferDelivery } from '../holders/delivery.js';
import { enhancedDonation } from '../local/fake-donation.js';
import { fakeSignature } from '../local/fake-solana-ledger.js';
import { fakePublicKey } from '../local/fake-solana-rpc.js';
import { buildEvent, type LocalRequest } from '../local/gateway-event.js';
import type { HandlerBundle } from './bundle-handler.js';
import { BENCH_MINT, BENCH_WEBHOOK_SECRET } from './webhook.js';

/**
 * How a function is run: `emulator` as the local stack runs it (LOCAL_STACK, Firestore emulator over
 * gRPC, secrets from the environment, the fake node over plain http, which LOCAL_STACK allows); `deployed`
 * as AWS runs it (secrets read over Secrets Manager's wire protocol from a local stand-in, the
 * service-account credential, Firestore over REST and TLS to a local fake, the fake node over https://
 * through a TLS front: deployed, an http:// RPC URL is refused).
 */
export type RunPath = 'emulator' | 'deployed';

/** What the targets hold a function to, against a bare Node process. */
type Kind = 'no database' | 'facts' | 'public read' | 'webhook' | 'admin' | 'scheduled';

export interface Subject {
  readonly name: string;
  readonly entry: string;
  readonly kind: Kind;
  readonly route?: RouteDefinition;
}

/** The most a function's spawn-to-exit may be, as a multiple of a bare Node process. */
export const TARGETS: Partial<Record<Kind, number>> = {
  'no database': 2,
  facts: 2,
  'public read': 3,
  webhook: 3.5,
};

/** The facts routes: one read of what the watches stored, no RPC call (ADR 11), held to the tighter target. */
const FACTS_ROUTES = ['token-facts', 'donation-wallet-facts', 'donation-wallet-control'];

/** Every function of the route table, and the scheduled ones (bundle size only: no request to answer). */
export function subjects(): Subject[] {
  const kindOf = (route: RouteDefinition): Kind => {
    if (route.admin) return 'admin';
    if (route.name === 'holder-webhook') return 'webhook';
    if (FACTS_ROUTES.includes(route.name)) return 'facts';
    return route.database === false ? 'no database' : 'public read';
  };
  const scheduled = [
    'reconcile-holders',
    'backup-content',
    'purge-bin',
    'watch-wallet-control',
    'watch-token-safety',
  ].map((name) => ({
    name,
    entry: `lambdas/functions/${name}.ts`,
    kind: 'scheduled' as const,
  }));
  return [
    ...ROUTES.map((route) => ({ name: route.name, entry: route.entry, kind: kindOf(route), route })),
    ...scheduled,
  ];
}

const PROJECT_ID = 'demo-meme-token';
const ADMIN_UID = 'bench-admin';
export const DONATION_WALLET = fakePublicKey('bench-donation-wallet');
/** The site's address the feeds link to (their route answers 503 without one). */
export const SITE_URL = 'https://bench.example';
const ORIGIN_VALUE = 'bench-origin-secret-0123456789';
/** The origin secret's deployed version: the current one, so a cold start reads it once, as deployed. */
const ORIGIN_VERSION = '11111111-1111-4111-8111-111111111111';
const arn = (name: string) => `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}-AbCdEf`;

/**
 * The path parameters of the probes: values the routes take, so that each probe times the answer
 * it is there for, not an early 4xx (a placeholder locale is refused with 400, a placeholder cursor
 * with 404). Spanish is one of the content locales (ADR 28); the cursor is past any slot, so the
 * ledger's page after it is its first, and names a transfer the benchmark stores first
 * ({@link seedProbedLedgerEntry}): a cursor the server never gave is a 404 after one read (ADR 30).
 */
const PROBE_PARAMS: Readonly<Record<string, string>> = {
  collection: 'roadmap',
  id: 'item-1',
  kind: 'roadmap',
  locale: 'es',
  file: 'announcements.atom',
  slug: 'bench-announcement',
  cursor: listKey(999_999_999_999, fakePublicKey('bench-ledger-cursor')),
  // A request reference no transfer carried: the receipt's usual answer, `pending` (ADR 40).
  reference: fakePublicKey('bench-request-reference'),
  goalId: 'bench-goal',
};

/** The listed transfer the ledger page's probe cursor names, by its document path. */
function probedLedgerEntry(wallet: string = DONATION_WALLET): Record<string, Record<string, unknown>> {
  const cursor = PROBE_PARAMS.cursor as string;
  const signature = cursor.slice(cursor.indexOf('-') + 1);
  return {
    [`donationLedger/${wallet}/transactions/${signature}`]: {
      signature,
      slot: 999_999_999_999,
      kind: 'transfer',
      fee: 0,
      listKey: cursor,
    },
  };
}

/**
 * What the watches store for the facts routes (ADR 11), by document path in the chain database, so that
 * each facts probe times a stored answer rather than "nothing stored yet".
 */
export function probedFacts(readAt: string): Record<string, Record<string, unknown>> {
  const token = {
    mint: BENCH_MINT,
    supply: '1000000000',
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
    tokenProgram: 'spl-token',
    readAt,
  };
  return {
    [`tokenSafety/${BENCH_MINT}`]: { facts: token, slot: 1, believedAt: readAt, believedBy: 'no-witness' },
    [`walletBalance/${DONATION_WALLET}`]: {
      facts: { address: DONATION_WALLET, lamports: 2_500_000_000, readAt },
    },
    'walletControl/current': { facts: { wallet: DONATION_WALLET, control: { kind: 'one-key' }, readAt } },
  };
}

/**
 * The published advisory the news-page probe's slug names, by its document path in the content database,
 * so that the probe times a page rather than its 404 (behaviour §14.2), and the goal the goal Action's
 * probe names, so that it times a description rather than its 400 (ADR 40).
 */
export function probedAnnouncement(): Record<string, Record<string, unknown>> {
  return {
    [`announcements/${PROBE_PARAMS.slug}`]: {
      title: 'Fake staking sites are not us',
      body: 'We run no staking and never ask for a seed phrase.\nThe page https://stake-claim.example/claim takes wallets.',
      kind: 'advisory',
      publishAt: '2026-01-01T00:00:00.000Z',
      impostors: [{ type: 'domain', value: 'stake-claim.example', reason: 'Drains wallets' }],
      translations: { es: { title: 'Los sitios de staking falsos no son nuestros' } },
      order: 1,
    },
    [`donations/${PROBE_PARAMS.goalId}`]: {
      title: 'Bench goal',
      order: 1,
      reference: fakePublicKey('bench-goal-reference'),
    },
  };
}

/** Stores that advisory (the emulator's world; the deployed path's fake holds it too). */
export async function seedProbedAnnouncement(db: Firestore): Promise<void> {
  for (const [path, fields] of Object.entries(probedAnnouncement())) await db.doc(path).set(fields);
}

/** Stores those facts (the emulator's world; the deployed path's fake holds them too). */
export async function seedProbedFacts(db: Firestore): Promise<void> {
  for (const [path, fields] of Object.entries(probedFacts(new Date().toISOString()))) {
    await db.doc(path).set(fields);
  }
}

/** Stores that transfer, so the probe times a real page (the emulator's world; the deployed path's fake holds it too). */
export async function seedProbedLedgerEntry(db: Firestore, wallet: string = DONATION_WALLET): Promise<void> {
  for (const [path, fields] of Object.entries(probedLedgerEntry(wallet))) {
    await db.doc(path).set({
      ...fields,
      blockTime: new Date(0),
      month: '1970-01',
      movements: [{ asset: 'SOL', decimals: 9, amount: '1', counterparty: null }],
    });
  }
}

/** The request a visitor (or the provider, or an administrator without a token) would send. */
export function probeRequest(
  route: RouteDefinition,
  path: RunPath,
): { request: LocalRequest; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = PROBE_PARAMS[name];
    // A new route's parameter needs a value it takes: a made-up one would time a refusal.
    if (value === undefined) throw new Error(`no probe value for {${name}} of ${route.path}`);
    params[name] = value;
    return value;
  });
  const headers: Record<string, string> = path === 'deployed' ? { [ORIGIN_HEADER]: ORIGIN_VALUE } : {};
  let body: string | undefined;
  if (route.name === 'holder-webhook') {
    headers.authorization = BENCH_WEBHOOK_SECRET;
    // A new wallet each time: the costly case (an import check and one commit of two creates).
    body = JSON.stringify(transferDelivery({ mint: BENCH_MINT, wallet: freshWallet() }));
  } else if (route.name === 'donation-webhook') {
    headers.authorization = BENCH_WEBHOOK_SECRET;
    // A transfer with two references: two receipts created, the costly case (ADR 40).
    const references = [
      fakePublicKey(`bench-goal-ref-${Math.random()}`),
      fakePublicKey(`bench-ref-${Math.random()}`),
    ];
    body = JSON.stringify([
      enhancedDonation(
        { from: fakePublicKey('bench-donor'), to: DONATION_WALLET, lamports: 100_000_000, references },
        fakeSignature(`bench-donation-${Math.random()}`),
        Math.floor(Date.now() / 1000),
      ),
    ]);
  } else if (route.method === 'POST' || route.method === 'PUT') {
    body = '{}';
  }
  if (body) headers['content-type'] = 'application/json';
  return { request: { method: route.method, url, headers, ...(body ? { body } : {}) }, params };
}

/**
 * Whether a probe got the answer it is meant to time: administrators' routes refuse the token-less
 * request (401, after loading and the checks before the token); every other route answers it (2xx,
 * or 304). Anything else would be the time of an error, not of the route.
 */
export function isExpectedAnswer(route: RouteDefinition, status: number): boolean {
  return route.admin ? status === 401 : isAnswer(status);
}

/** A status that answers the request: 2xx, or 304 for a client that holds the answer already. */
export const isAnswer = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

function eventFor(route: RouteDefinition, path: RunPath): APIGatewayProxyEventV2 {
  const { request, params } = probeRequest(route, path);
  return buildEvent(request, route, params);
}

export interface Sample {
  readonly status: number;
  readonly load: number;
  readonly firstAnswer: number;
  /** From process start (performance.timeOrigin) to the answer. */
  readonly total: number;
  /** From spawn to exit, as the parent sees it. */
  readonly wall: number;
  /** CPU time of the process up to the answer (less disturbed than wall time on a busy machine). */
  readonly cpu: number;
}

// The child gets only what it needs: nothing of this process's environment leaks into the figures.
const baseEnv = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' });

function run(args: string[], env: NodeJS.ProcessEnv): Promise<Sample & { body: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const wall = performance.now() - started;
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`${args.join(' ')} exited with ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      resolve({ ...JSON.parse(line), wall });
    });
  });
}

/** A Node process that loads nothing: the unit of the ratios. */
export function bareNode(): Promise<Sample> {
  const script =
    'const r = process.resourceUsage(); console.log(JSON.stringify({ status: 0, load: 0, firstAnswer: 0, ' +
    'total: performance.now(), cpu: (r.userCPUTime + r.systemCPUTime) / 1000 }));';
  return run(['-e', script], baseEnv());
}

/** The local services both paths talk to, and the environment of each function on each path. */
export async function startColdStartWorld(firestoreHost: string, firestoreRestHost: string) {
  const roadmap = Array.from({ length: 12 }, (_, i) => ({
    title: `Roadmap item ${i + 1}`,
    description: 'A description of reasonable length for a roadmap card on the landing page.',
    status: ['in_progress', 'planned', 'completed'][(i + 1) % 3],
    timeline: 'Q1 2027',
    order: i + 1,
  }));
  // No Solana node: no route reads the chain (ADR 11).
  const rest = await startFakeFirestoreRest(
    { roadmap },
    { ...probedLedgerEntry(), ...probedFacts(new Date().toISOString()), ...probedAnnouncement() },
  );
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: PROJECT_ID,
    private_key_id: 'bench-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `firebase-adminsdk-bench@${PROJECT_ID}.iam.gserviceaccount.com`,
  });
  const secrets = await startFakeSecretsManager(
    new Map<string, string | FakeSecret>([
      [arn('origin'), { current: ORIGIN_VALUE, ids: { current: ORIGIN_VERSION } }],
      [arn('service-account'), serviceAccount],
      [arn('HOLDER_WEBHOOK_SECRET'), BENCH_WEBHOOK_SECRET],
      [arn('DONATION_WEBHOOK_SECRET'), BENCH_WEBHOOK_SECRET],
    ]),
  );

  const envFor = (subject: Subject, path: RunPath, event: APIGatewayProxyEventV2): NodeJS.ProcessEnv => {
    const route = subject.route as RouteDefinition;
    const database = route.database !== false;
    const common = {
      ...baseEnv(),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      ADMIN_UID,
      TOKEN_MINT: BENCH_MINT,
      DONATION_WALLET,
      SITE_URL,
      ...(database ? {} : { DATABASE: 'none' }),
      BENCH_EVENT: JSON.stringify(event),
    };
    if (path === 'emulator') {
      return {
        ...common,
        LOCAL_STACK: '1',
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIRESTORE_REST_EMULATOR_HOST: firestoreRestHost,
        HOLDER_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
        DONATION_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
      };
    }
    // As infra/api/api.ts sets it, plus what the Lambda runtime provides (region, credentials).
    const routeSecrets = Object.fromEntries((route.secrets ?? []).map((name) => [`${name}_ARN`, arn(name)]));
    return {
      ...common,
      ORIGIN_SECRET_ARN: arn('origin'),
      ORIGIN_SECRET_VERSION: ORIGIN_VERSION,
      ...(database ? { FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: arn('service-account') } : {}),
      ...routeSecrets,
      ...secrets.environment,
      // No metadata server to look for: the credential is the service-account key.
      METADATA_SERVER_DETECTION: 'none',
      BENCH_TLS_HOSTS: JSON.stringify([
        { host: 'firestore.googleapis.com', port: rest.port, ca: rest.ca },
      ] satisfies LocalHost[]),
    };
  };

  return {
    /**
     * A Node process that makes one HTTPS GET to the Firestore fake and nothing else: the floor of any
     * function that opens a TLS connection (root certificate store, node:https and node:tls, the
     * handshake), measured in the same rounds as the functions.
     */
    bareHttps(): Promise<Sample> {
      const script =
        "const https = require('node:https'); const local = JSON.parse(process.env.BENCH_TLS_HOST); " +
        "https.get({ host: '127.0.0.1', port: local.port, ca: local.ca, servername: local.host, path: local.path }, (res) => { " +
        "res.resume(); res.on('end', () => { const r = process.resourceUsage(); console.log(JSON.stringify({ status: res.statusCode, " +
        'load: 0, firstAnswer: 0, total: performance.now(), cpu: (r.userCPUTime + r.systemCPUTime) / 1000 })); }); });';
      // A path the fake answers with a small 200 and no body to read (as a rollback's).
      const local = {
        host: 'firestore.googleapis.com',
        port: rest.port,
        ca: rest.ca,
        path: '/v1/projects/p/databases/(default)/documents:rollback',
      };
      return run(['-e', script], { ...baseEnv(), BENCH_TLS_HOST: JSON.stringify(local) });
    },
    /** One cold start of `bundle` answering `subject`'s request on `path`. */
    coldStart(subject: Subject, bundle: HandlerBundle, path: RunPath): Promise<Sample & { body: string }> {
      const event = eventFor(subject.route as RouteDefinition, path);
      return run(['scripts/bench/cold-start-probe.mjs', bundle.file], envFor(subject, path, event));
    },
    async stop() {
      await Promise.all([rest.stop(), secrets.stop()]);
    },
  };
}
