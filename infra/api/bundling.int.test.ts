import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { build } from 'esbuild';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections';
import { FACTS_DATABASE_ID } from '../../lambdas/platform/database/facts-collections';
import { ROUTES } from '../../lambdas/routes';
import { type FakeSolanaRpc, startFakeSolanaRpc } from '../../scripts/local/fake-solana-rpc';
import { buildEvent } from '../../scripts/local/gateway-event';
import { PROJECT_ROOT } from '../project-root';
import { cdkJsonContext, identityKeys } from '../test/fixtures';
import { Api } from './api';
import { handlerBuildOptions } from './bundling';

// The deployed bundles, built exactly as `cdk synth` builds them, run in a plain Node process against the
// Firestore emulator, from a folder whose node_modules holds only what the Lambda runtime provides
// (@aws-sdk): this proves firebase-admin, gRPC and the Firestore protos survive bundling into one module.
const PROJECT_ID = 'demo-bundle-check';
const BUNDLE_MINT = 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ';
const run = promisify(execFile);
const routes = ROUTES.filter((r) => ['list-entries', 'ping', 'holder-count', 'token-facts'].includes(r.name));
const bundles = new Map<string, string>();
const seeding = initializeApp({ projectId: PROJECT_ID }, 'bundle-check');
let rpc: FakeSolanaRpc;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc({
    mints: [
      { address: BUNDLE_MINT, supply: 5_000n, decimals: 2, mintAuthority: null, freezeAuthority: null },
    ],
  });
  const app = new App({ context: cdkJsonContext({ bundle: true }), builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'BundleCheck');
  const api = new Api(stack, 'Api', {
    firebaseProjectId: PROJECT_ID,
    adminUid: 'bundle-admin',
    serviceAccountSecrets: identityKeys(stack, 'unused'),
    originSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Origin', 'unused-origin'),
    originHeaderValue: 'unused-origin-value',
    originSecretVersion: '11111111-1111-4111-8111-111111111111',
    routes,
  });
  for (const [name, fn] of api.functions) {
    const asset = fn.node.findChild('Code') as Asset;
    const isolated = mkdtempSync(join(tmpdir(), `bundle-${name}-`));
    expect(readdirSync(join(app.outdir, asset.assetPath))).toEqual(['index.mjs']);
    copyFileSync(join(app.outdir, asset.assetPath, 'index.mjs'), join(isolated, 'index.mjs'));
    mkdirSync(join(isolated, 'node_modules'));
    symlinkSync(
      join(PROJECT_ROOT, 'node_modules', '@aws-sdk'),
      join(isolated, 'node_modules', '@aws-sdk'),
      'dir',
    );
    bundles.set(name, join(isolated, 'index.mjs'));
  }
});

afterAll(async () => {
  await deleteApp(seeding);
  await rpc?.stop();
});

async function invoke(name: string, url: string, pathParameters: Record<string, string> = {}) {
  const route = routes.find((r) => r.name === name);
  const bundle = bundles.get(name);
  if (!route || !bundle) throw new Error(`no bundle for ${name}`);
  const script = [
    `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});`,
    'const context = { awsRequestId: "bundle-check", functionName: "bundle-check", getRemainingTimeInMillis: () => 10000 };',
    'const result = await handler(JSON.parse(process.env.EVENT), context);',
    'process.stdout.write(JSON.stringify(result));',
    'process.exit(0);',
  ].join('\n');
  const event = buildEvent({ method: route.method, url }, route, pathParameters);
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: tmpdir(),
    env: {
      ...env,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      ADMIN_UID: 'bundle-admin',
      TOKEN_MINT: BUNDLE_MINT,
      // A node the facts route must not ask (ADR 11, "Amendment: no RPC call on a visitor's request").
      SOLANA_RPC_URL: rpc.url,
      LOCAL_STACK: '1',
      EVENT: JSON.stringify(event),
    },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as { statusCode: number; body: string };
}

describe('handler bundles', () => {
  it('are single ES modules that define require', () => {
    for (const bundle of bundles.values()) {
      expect(readFileSync(bundle, 'utf8').slice(0, 400)).toContain('__createRequire(import.meta.url)');
    }
  });

  it('answer a route without the database', async () => {
    const result = await invoke('ping', '/api');
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ success: true });
  });

  it("read Firestore through the bundled REST reader (over the emulator's REST front)", async () => {
    await getFirestore(seeding)
      .collection('faq')
      .doc('bundled')
      .set({ question: 'Bundled?', answer: 'Yes.', order: 1 });
    const result = await invoke('list-entries', '/api/canonical/faq', { collection: 'faq' });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body).data).toEqual([
      { id: 'bundled', question: 'Bundled?', answer: 'Yes.', order: 1 },
    ]);
  });

  it('read the holder count through the bundled base58 and Firestore code', async () => {
    // The holder feed's state is chain data, in the chain database (ADR 37).
    await getFirestore(seeding, CHAIN_DATABASE_ID)
      .collection('holderFeed')
      .doc(BUNDLE_MINT)
      .set({ count: 42, measuredAt: new Date('2026-11-23T10:00:00Z') });
    const result = await invoke('holder-count', '/api/holders/count');
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body).data).toEqual({
      count: 42,
      measuredAt: '2026-11-23T10:00:00.000Z',
      mint: BUNDLE_MINT,
    });
  });

  it("answer the token's facts the watch stored, read from the believed facts' database over REST, and ask no node", async () => {
    const believed = {
      mint: BUNDLE_MINT,
      supply: '4000',
      decimals: 2,
      mintAuthority: 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ',
      freezeAuthority: null,
      tokenProgram: 'spl-token',
      readAt: '2026-11-23T10:00:00.000Z',
    };
    const stored = getFirestore(seeding, FACTS_DATABASE_ID).collection('tokenSafety').doc(BUNDLE_MINT);
    await stored.set({ facts: believed, slot: 1, believedAt: believed.readAt, believedBy: 'no-witness' });
    try {
      const asked = rpc.calls.length;
      const result = await invoke('token-facts', '/api/facts/token');
      expect(result.statusCode).toBe(200);
      const { notReadForMinutes, ...facts } = JSON.parse(result.body).data;
      expect(facts).toEqual(believed);
      // Read long ago: the answer says the chain has not been read since.
      expect(notReadForMinutes).toBeGreaterThan(60);
      expect(rpc.calls.length).toBe(asked);
    } finally {
      await stored.delete();
    }
  });
});

/** The modules esbuild put into `route`'s bundle, built with the deployed settings. */
async function bundleInputs(route: { readonly name: string; readonly entry: string }): Promise<string[]> {
  const outfile = join(mkdtempSync(join(tmpdir(), `inputs-${route.name}-`)), 'index.mjs');
  const result = await build({
    ...handlerBuildOptions(join(PROJECT_ROOT, route.entry), outfile),
    write: false,
  });
  return Object.keys(Object.values(result.metafile.outputs)[0]?.inputs ?? {});
}

// A function loads what its bundle carries at every cold start: these pin that a route carries only
// what it uses (the route wrappers are separate modules for that reason).
const FIREBASE_ADMIN = /node_modules\/(firebase-admin|@google-cloud\/firestore|google-gax|@grpc\/grpc-js)\//;
const ADMIN_AUTH = /node_modules\/(firebase-admin\/lib\/auth|jose|jwks-rsa)\/|middlewares\/admin-auth\.ts$/;
const AWS_SDK = /node_modules\/(@aws-sdk|@smithy)\//;
const ZOD = /node_modules\/zod\//;
/** zod/mini: its own module, the shared core and the English messages (no classic API). */
const ZOD_MINI = /node_modules\/zod\/v4\/(mini|core|locales)\//;

describe('what each bundle carries', () => {
  const withoutDatabase = ROUTES.filter((r) => r.database === false);
  const publicReads = ROUTES.filter((r) => !r.admin && r.database !== false);

  it('the routes that never open Firestore (ping) carry no firebase-admin', async () => {
    expect(withoutDatabase.map((r) => r.name)).toEqual(expect.arrayContaining(['ping']));
    for (const route of withoutDatabase) {
      const inputs = await bundleInputs(route);
      expect(inputs.length, route.name).toBeGreaterThan(10);
      expect(
        inputs.filter((input) => FIREBASE_ADMIN.test(input)),
        route.name,
      ).toEqual([]);
    }
  });

  it('the routes that never open Firestore carry no AWS SDK and no zod (secrets over HTTPS, plain checks)', async () => {
    for (const route of withoutDatabase) {
      const inputs = await bundleInputs(route);
      expect(
        inputs.filter((input) => AWS_SDK.test(input) || ZOD.test(input)),
        route.name,
      ).toEqual([]);
    }
  });

  it('the content backup carries the AWS SDK for S3 and zod (the rule above can see them)', async () => {
    const inputs = await bundleInputs({
      name: 'backup-content',
      entry: 'lambdas/functions/backup-content.ts',
    });
    expect(inputs.filter((input) => AWS_SDK.test(input)).length).toBeGreaterThan(0);
    expect(inputs.filter((input) => ZOD.test(input)).length).toBeGreaterThan(0);
  });

  it('the public routes that read Firestore carry the REST client but no token check or Firebase Auth', async () => {
    expect(publicReads.map((r) => r.name)).toEqual(
      expect.arrayContaining(['list-entries', 'holder-webhook', 'token-facts']),
    );
    for (const route of publicReads) {
      const inputs = await bundleInputs(route);
      expect(
        inputs.some((input) => input.includes('firestore-rest/rest-firestore.ts')),
        route.name,
      ).toBe(true);
      expect(
        inputs.filter((input) => ADMIN_AUTH.test(input)),
        route.name,
      ).toEqual([]);
    }
  });

  it('the public routes, the webhook included, carry no firebase-admin, Firestore library, gax or gRPC', async () => {
    for (const route of publicReads) {
      const inputs = await bundleInputs(route);
      expect(
        inputs.filter((input) => FIREBASE_ADMIN.test(input)),
        route.name,
      ).toEqual([]);
      // Only the webhooks check a request body (the provider's deliveries), with zod's light build.
      const webhook = route.name === 'holder-webhook' || route.name === 'donation-webhook';
      const allowed = webhook ? ZOD_MINI : undefined;
      expect(
        inputs.filter((input) => AWS_SDK.test(input) || (ZOD.test(input) && !allowed?.test(input))),
        route.name,
      ).toEqual([]);
    }
  });

  it('the facts routes carry no Solana RPC client: they answer what the watches stored (ADR 11)', async () => {
    const facts = ROUTES.filter((r) => r.path.startsWith('/api/facts/'));
    expect(facts.length).toBeGreaterThanOrEqual(3);
    for (const route of facts) {
      const inputs = await bundleInputs(route);
      expect(
        inputs.filter((input) => /platform\/solana\/(rpc-client|rpc-env|witness-rpc)\.ts$/.test(input)),
        route.name,
      ).toEqual([]);
    }
    // The rule can see the client: a watch carries it.
    const watch = await bundleInputs({
      name: 'watch-token-safety',
      entry: 'lambdas/functions/watch-token-safety.ts',
    });
    expect(watch.some((input) => input.endsWith('platform/solana/rpc-client.ts'))).toBe(true);
  });

  it("an administrator's route carries the token check (the rule above can see it)", async () => {
    const inputs = await bundleInputs(
      ROUTES.find((r) => r.name === 'create-entry') as (typeof ROUTES)[number],
    );
    expect(inputs.filter((input) => ADMIN_AUTH.test(input)).length).toBeGreaterThan(0);
  });
});
