import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { CHAIN_UNAVAILABLE_MESSAGE } from '../contract/facts.js';
import { apiClient } from './api.js';
import { captureLogs } from './captured-logs.js';
import { type FakeSecretsManager, startFakeSecretsManager } from './fake-secrets-manager.js';
import { startHostileRpc } from './hostile-rpc.js';

// A facts route configured as deployed (secrets from Secrets Manager, no LOCAL_STACK), whose RPC URL
// secret holds a plain http:// URL: the secrets script refuses one, and so does the function.
const arn = (name: string) => `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}-AbCdEf`;
const ORIGIN = { id: '11111111-1111-4111-8111-111111111111', value: 'deployed-origin-value-7Kq2Zx' };
const LOCAL_ONLY = [
  'LOCAL_STACK',
  'FIRESTORE_EMULATOR_HOST',
  'FIRESTORE_REST_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'SOLANA_RPC_URL',
];

let sm: FakeSecretsManager;
let rpc: Awaited<ReturnType<typeof startHostileRpc>>;
const saved = { ...process.env };

beforeAll(async () => {
  sm = await startFakeSecretsManager();
  rpc = await startHostileRpc();
  sm.set(arn('origin'), { current: ORIGIN.value, ids: { current: ORIGIN.id } });
  sm.set(arn('rpc-url'), `${rpc.url}/v2/plain-http-api-key-0123456789`);
  for (const name of LOCAL_ONLY) delete process.env[name];
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([sm.stop(), rpc.stop()]);
});

describe('the RPC URL outside the local stack', () => {
  it('refuses a plain http:// URL at run time: 503, the reason logged, no request sent in clear', async () => {
    const logs = captureLogs();
    const call = apiClient({
      ...sm.environment,
      FIREBASE_PROJECT_ID: 'demo-deployed-rpc-url',
      ADMIN_UID: 'deployed-admin',
      TOKEN_MINT: fakePublicKey('deployed-rpc-url-mint'),
      DONATION_WALLET: fakePublicKey('deployed-rpc-url-wallet'),
      DATABASE: 'none',
      ORIGIN_SECRET_ARN: arn('origin'),
      ORIGIN_SECRET_VERSION: ORIGIN.id,
      SOLANA_RPC_URL_SECRET_ARN: arn('rpc-url'),
    });
    const answer = await call('GET', '/api/facts/donation-wallet', {
      headers: { 'x-origin-verify': ORIGIN.value },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: CHAIN_UNAVAILABLE_MESSAGE });
    await logs.settled();
    expect(logs.lines('error').map((line) => line.reason)).toEqual([
      'The Solana RPC URL must use https://, not http://',
    ]);
    expect(logs.text()).not.toContain('plain-http-api-key');
    expect(rpc.requests()).toEqual([]);
  });
});
