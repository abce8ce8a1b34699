import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../../scripts/local/gateway-event.js';
import classic from '../holders/fixtures/delivery-classic-transfer.json' with { type: 'json' };
import { ROUTES } from '../routes.js';
import {
  type FakeFailure,
  type FakeSecretsManager,
  startFakeSecretsManager,
} from './fake-secrets-manager.js';
import { routeToLocal, startTlsFront, type TlsFront } from './tls-front.js';

// Every path that uses a secret is made to fail, the deployed way (secrets from Secrets Manager, a
// local fake of its wire format), and everything the functions print is scanned for the secret, whole or in part.

const arn = (name: string) => `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}-AbCdEf`;
const ARNS = {
  serviceAccount: arn('service-account'),
  webhook: arn('holder-webhook'),
  rpcUrl: arn('solana-rpc-url'),
  origin: arn('origin-secret'),
};
const ORIGIN_VERSION = '11111111-1111-4111-8111-111111111111';
const random = (bytes = 24) => randomBytes(bytes).toString('base64url');
const ORIGIN_SECRET = random();
const WEBHOOK_SECRET = random();
const API_KEY = random();
const PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const keyFile = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'demo-leak-check',
    private_key_id: random(10),
    private_key: PRIVATE_KEY,
    client_email: 'firebase-adminsdk-x@demo-leak-check.iam.gserviceaccount.com',
    ...overrides,
  });

let sm: FakeSecretsManager;
let output: string[] = [];
let rpcEcho: Server;
/** The echoing provider over plain http, which only the local stack may use. */
let rpcEchoPlainUrl: string;
/** The same provider as deployed functions reach one: https:// to its name, through a TLS front. */
let rpcEchoTls: TlsFront;
let unrouteRpcEcho: () => void;
let rpcEchoRequests = 0;

/** Every piece of `secret` of `size` characters (a sliding window) found in `text`. */
function leakedParts(text: string, secret: string, size = 8): string[] {
  const found = new Set<string>();
  for (const line of secret.split('\n')) {
    for (let i = 0; i + size <= line.length; i++) {
      const part = line.slice(i, i + size);
      if (text.includes(part)) found.add(part);
    }
  }
  return [...found];
}

function expectNoLeak(): void {
  const text = output.join('\n');
  expect(text.length, 'the failure was logged').toBeGreaterThan(0);
  const body = PRIVATE_KEY.replace(/-----[A-Z ]+-----/g, '');
  for (const [what, secret] of [
    ['origin secret', ORIGIN_SECRET],
    ['webhook secret', WEBHOOK_SECRET],
    ['RPC API key', API_KEY],
    ['private key', body],
  ] as const) {
    expect(leakedParts(text, secret), what).toEqual([]);
  }
}

/** A server fault on every read of a secret (all attempts). */
const INTERNAL_ERROR: FakeFailure = { type: 'InternalServiceError', status: 500, message: 'internal' };

function secretValues(values: Partial<Record<keyof typeof ARNS, string | FakeFailure>>): void {
  for (const [name, id] of Object.entries(ARNS) as [keyof typeof ARNS, string][]) {
    const value = values[name];
    // One version of each so far, the origin secret's the deployed one.
    if (typeof value === 'string') sm.set(id, { current: value, ids: { current: ORIGIN_VERSION } });
    else if (value !== undefined) sm.fail(value, 100, { SecretId: id });
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A handler module's URL: loaded as the gateway loads it, by path from the route table. */
const entryUrl = (entry: string) => pathToFileURL(resolve(ROOT, entry)).href;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number }>;

/** Loads the route's handler afresh (as a cold start) and calls it as CloudFront and API Gateway would. */
async function call(
  name: string,
  options: { url?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  vi.resetModules();
  const { handler } = (await import(entryUrl(route.entry))) as { handler: Handler };
  const event = buildEvent(
    {
      method: route.method,
      url: options.url ?? route.path,
      headers: { 'x-origin-verify': ORIGIN_SECRET, ...options.headers },
      ...(options.body === undefined ? {} : { body: options.body }),
    },
    route,
    { collection: 'faq' },
  );
  const context = { awsRequestId: 'leak-check', getRemainingTimeInMillis: () => 10_000 } as Context;
  return (await handler(event, context)).statusCode;
}

beforeAll(async () => {
  sm = await startFakeSecretsManager();
  rpcEcho = createServer((req, res) => {
    rpcEchoRequests++;
    // A provider that echoes the request line, API key included, in its error message.
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32401, message: `invalid api key for ${req.url} (key ${API_KEY})` },
      }),
    );
  });
  await new Promise<void>((done) => rpcEcho.listen(0, '127.0.0.1', done));
  const echoPort = (rpcEcho.address() as AddressInfo).port;
  rpcEchoPlainUrl = `http://127.0.0.1:${echoPort}`;
  rpcEchoTls = await startTlsFront('rpc-echo.leak-check.test', echoPort);
  unrouteRpcEcho = routeToLocal([rpcEchoTls]);
});
afterAll(async () => {
  unrouteRpcEcho();
  await rpcEchoTls.stop();
  await sm.stop();
  await new Promise<void>((done) => rpcEcho.close(() => done()));
});

beforeEach(() => {
  for (const name of [
    'LOCAL_STACK',
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'SOLANA_RPC_URL',
  ]) {
    delete process.env[name];
  }
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: 'demo-leak-check',
    ADMIN_UID: 'leak-admin',
    TOKEN_MINT: 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ',
    DONATION_WALLET: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: ARNS.serviceAccount,
    HOLDER_WEBHOOK_SECRET_ARN: ARNS.webhook,
    SOLANA_RPC_URL_SECRET_ARN: ARNS.rpcUrl,
    ORIGIN_SECRET_ARN: ARNS.origin,
    ORIGIN_SECRET_VERSION: ORIGIN_VERSION,
    METADATA_SERVER_DETECTION: 'none',
    RPC_TIMEOUT_MS: '2000',
    ...sm.environment,
  });
  output = [];
  rpcEchoRequests = 0;
  const capture = (...args: unknown[]) => {
    output.push(format(...args));
  };
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(capture);
  }
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      output.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  sm.reset();
});

describe('no secret reaches a log line', () => {
  it('the origin secret: a request with a near miss, and the secret unreadable', async () => {
    secretValues({ origin: ORIGIN_SECRET });
    expect(await call('ping', { headers: { 'x-origin-verify': ORIGIN_SECRET.slice(0, -1) } })).toBe(403);
    expect(await call('ping', { headers: { 'x-origin-verify': `${ORIGIN_SECRET}x` } })).toBe(403);
    sm.reset();
    secretValues({ origin: INTERNAL_ERROR });
    expect(await call('ping')).toBe(503);
    expectNoLeak();
  });

  it('the webhook secret: a strict prefix of it, more after it, and the secret unreadable', async () => {
    secretValues({ origin: ORIGIN_SECRET, webhook: WEBHOOK_SECRET, serviceAccount: keyFile() });
    const delivery = { body: JSON.stringify(classic), headers: { 'content-type': 'application/json' } };
    for (const sent of [WEBHOOK_SECRET.slice(0, -1), `${WEBHOOK_SECRET}0`, WEBHOOK_SECRET.slice(4)]) {
      const status = await call('holder-webhook', {
        ...delivery,
        headers: { ...delivery.headers, authorization: sent },
      });
      expect(status).toBe(401);
    }
    sm.reset();
    secretValues({
      origin: ORIGIN_SECRET,
      serviceAccount: keyFile(),
      webhook: INTERNAL_ERROR,
    });
    expect(
      await call('holder-webhook', { ...delivery, headers: { ...delivery.headers, authorization: 'x' } }),
    ).toBe(503);
    expectNoLeak();
  });

  it.each([
    ['of another project', keyFile({ project_id: 'someone-else' })],
    ['cut short', keyFile().slice(0, 900)],
    [
      'with a private key that does not parse',
      keyFile({ private_key: PRIVATE_KEY.replace(/[A-Za-z]{40}/, 'A') }),
    ],
    ['without an e-mail', keyFile({ client_email: PRIVATE_KEY.slice(40, 120) })],
  ])(
    'the service-account key %s: reading content fails, logged without key material',
    async (_what, value) => {
      secretValues({ origin: ORIGIN_SECRET, serviceAccount: value });
      expect(await call('list-entries', { url: '/api/canonical/faq' })).toBeGreaterThanOrEqual(500);
      expectNoLeak();
    },
  );

  // Deployed (no LOCAL_STACK), the function refuses a URL that does not parse, holds credentials or is not
  // https:// before any request, naming why; the others are sent and fail at the node.
  it.each([
    [
      'that does not parse: refused',
      () => `https://rpc provider.invalid/?api-key=${API_KEY}`,
      /is not a URL/,
      false,
    ],
    [
      'with the key as user info: refused',
      () => `https://user:${API_KEY}@127.0.0.1:9/`,
      /must not hold credentials before its host/,
      false,
    ],
    [
      'over plain http://: refused before any request, the provider never reached',
      () => `${rpcEchoPlainUrl}/v2/${API_KEY}?api-key=${API_KEY}`,
      /must use https:\/\/, not http:\/\//,
      false,
    ],
    [
      'of a node that is down: the connection refused',
      () => `https://127.0.0.1:9/v2/${API_KEY}?api-key=${API_KEY}`,
      /ECONNREFUSED/,
      false,
    ],
    [
      'of a provider that echoes the key in its error: reached over https://',
      () => `${rpcEchoTls.url}/v2/${API_KEY}?api-key=${API_KEY}`,
      undefined,
      true,
    ],
  ])(
    'an RPC URL %s; the two watches and the reconciler fail, logged without the key',
    async (_what, url, reason, reachesProvider) => {
      secretValues({ origin: ORIGIN_SECRET, rpcUrl: url(), serviceAccount: keyFile() });
      // The scheduled functions alone read the chain; no route holds the URL (ADR 11). The watches read
      // the chain before the database, so the node's failure is what they log.
      const scheduled = {
        'watch-token-safety': () => import('../functions/watch-token-safety.js'),
        'watch-wallet-control': () => import('../functions/watch-wallet-control.js'),
        'reconcile-holders': () => import('../functions/reconcile-holders.js'),
      };
      for (const [name, load] of Object.entries(scheduled)) {
        // Each load is a new instance: firebase-admin's apps outlive vitest's module reset.
        await Promise.all(getApps().map((app) => deleteApp(app)));
        vi.resetModules();
        const { handler } = (await load()) as {
          handler: (event: unknown, context: Context) => Promise<unknown>;
        };
        await expect(handler({}, { awsRequestId: 'leak-check' } as Context), name).rejects.toThrow();
      }
      expectNoLeak();
      // The failure is logged with why, so the operator still learns what is wrong.
      expect(output.join('\n')).toMatch(/Could not watch the token's safety facts/);
      if (reason) expect(output.join('\n')).toMatch(reason);
      // Only the https:// provider is asked; every refusal comes before any request.
      expect(rpcEchoRequests, 'requests the echoing provider received').toSatisfy((n: number) =>
        reachesProvider ? n > 0 : n === 0,
      );
    },
  );
});
