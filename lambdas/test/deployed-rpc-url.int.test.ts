import { generateKeyPairSync } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { captureLogs } from './captured-logs.js';
import { type FakeSecretsManager, startFakeSecretsManager } from './fake-secrets-manager.js';
import { startHostileRpc } from './hostile-rpc.js';

// A function that reads the chain, configured as deployed (secrets from Secrets Manager, no LOCAL_STACK),
// whose RPC URL secret holds a plain http:// URL: the secrets script refuses one, and so does the
// function. The scheduled token-safety watch: no route reads the chain (ADR 11).
const arn = (name: string) => `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}-AbCdEf`;
const LOCAL_ONLY = [
  'LOCAL_STACK',
  'FIRESTORE_EMULATOR_HOST',
  'FIRESTORE_REST_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'SOLANA_RPC_URL',
  'SOLANA_WITNESS_RPC_URL',
];
const serviceAccount = JSON.stringify({
  type: 'service_account',
  project_id: 'demo-deployed-rpc-url',
  private_key_id: 'deployed-key',
  private_key: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  client_email: 'firebase-adminsdk-x@demo-deployed-rpc-url.iam.gserviceaccount.com',
});

let sm: FakeSecretsManager;
let rpc: Awaited<ReturnType<typeof startHostileRpc>>;
const saved = { ...process.env };

beforeAll(async () => {
  sm = await startFakeSecretsManager();
  rpc = await startHostileRpc();
  sm.set(arn('service-account'), serviceAccount);
  sm.set(arn('rpc-url'), `${rpc.url}/v2/plain-http-api-key-0123456789`);
  for (const name of LOCAL_ONLY) delete process.env[name];
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([sm.stop(), rpc.stop()]);
});

describe('the RPC URL outside the local stack', () => {
  it('refuses a plain http:// URL at run time: the run fails, the reason logged, no request sent in clear', async () => {
    Object.assign(process.env, {
      ...sm.environment,
      FIREBASE_PROJECT_ID: 'demo-deployed-rpc-url',
      ADMIN_UID: 'deployed-admin',
      TOKEN_MINT: fakePublicKey('deployed-rpc-url-mint'),
      DATABASE: 'facts',
      FACTS_DATABASE: 'facts',
      FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: arn('service-account'),
      SOLANA_RPC_URL_SECRET_ARN: arn('rpc-url'),
      METADATA_SERVER_DETECTION: 'none',
    });
    vi.resetModules();
    const { handler } = (await import('../functions/watch-token-safety.js')) as {
      handler: (event: unknown, context: Context) => Promise<unknown>;
    };
    const logs = captureLogs();
    await expect(handler({}, { awsRequestId: 'deployed-rpc-url' } as Context)).rejects.toThrow(
      'The Solana RPC URL must use https://, not http://',
    );
    await logs.settled();
    expect(logs.lines('error').map((line) => line.reason)).toEqual([
      'The Solana RPC URL must use https://, not http://',
    ]);
    expect(logs.text()).not.toContain('plain-http-api-key');
    expect(rpc.requests()).toEqual([]);
  });
});
