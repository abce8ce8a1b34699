import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSecretsManager, startFakeSecretsManager } from '../../test/fake-secrets-manager.js';
import { ORIGIN_SECRET_REFRESH_MS, originSecrets, parseOriginConfig } from './origin-secret.js';

const ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-AbCdEf';
let sm: FakeSecretsManager;
beforeAll(async () => {
  sm = await startFakeSecretsManager();
  Object.assign(process.env, sm.environment);
});
afterAll(() => sm.stop());
afterEach(() => sm.reset());

const stage = (VersionStage: string) => ({ SecretId: ARN, VersionStage });
const callsFor = (VersionStage: string) => sm.calls().filter((call) => call.VersionStage === VersionStage);

describe('parseOriginConfig', () => {
  it('requires the secret ARN when deployed', () => {
    expect(() => parseOriginConfig({})).toThrow('ORIGIN_SECRET_ARN is required outside the local stack');
  });

  it('requires the deployed version with the secret ARN', () => {
    expect(() => parseOriginConfig({ ORIGIN_SECRET_ARN: ARN })).toThrow(
      'ORIGIN_SECRET_VERSION is required with ORIGIN_SECRET_ARN',
    );
    expect(() => parseOriginConfig({ ORIGIN_SECRET_ARN: ARN, ORIGIN_SECRET_VERSION: 'v1' })).toThrow(
      'ORIGIN_SECRET_VERSION must be a secret version id',
    );
  });

  it('refuses a plain value outside the local stack', () => {
    expect(() => parseOriginConfig({ ORIGIN_SECRET_ARN: ARN, ORIGIN_SECRET: 'x'.repeat(20) })).toThrow(
      'ORIGIN_SECRET is only allowed with LOCAL_STACK=1',
    );
  });

  it('lets the local stack run with or without a plain value', () => {
    expect(parseOriginConfig({ LOCAL_STACK: '1' }).ORIGIN_SECRET).toBeUndefined();
    expect(parseOriginConfig({ LOCAL_STACK: '1', ORIGIN_SECRET: 'y'.repeat(20) }).ORIGIN_SECRET).toBe(
      'y'.repeat(20),
    );
  });
});

// Version ids as Secrets Manager makes them (UUIDs); the stack parameter allows 32 to 64 of [A-Za-z0-9-].
const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const V3 = '33333333-3333-4333-8333-333333333333';
const deployedAt = (version: string) => ({ ORIGIN_SECRET_ARN: ARN, ORIGIN_SECRET_VERSION: version });

describe('originSecrets', () => {
  it('accepts the current value alone, in one read, when it is the deployed one', async () => {
    sm.set(ARN, { current: 'only-value-0123456789', ids: { current: V1 } });
    expect(await originSecrets(deployedAt(V1)).accepted()).toEqual(['only-value-0123456789']);
    expect(sm.calls()).toEqual([stage('AWSCURRENT')]);
  });

  it('accepts a new value stored since the deploy and the deployed one (a rotation under way)', async () => {
    sm.set(ARN, {
      current: 'new-value-0123456789',
      previous: 'old-value-0123456789',
      ids: { current: V2, previous: V1 },
    });
    expect(await originSecrets(deployedAt(V1)).accepted()).toEqual([
      'new-value-0123456789',
      'old-value-0123456789',
    ]);
    expect(sm.calls()).toContainEqual({ SecretId: ARN, VersionId: V1 });
  });

  it('refuses the previous value once the new one is deployed: a rotation closes it at the deploy', async () => {
    sm.set(ARN, {
      current: 'new-value-0123456789',
      previous: 'old-value-0123456789',
      ids: { current: V2, previous: V1 },
    });
    expect(await originSecrets(deployedAt(V2)).accepted()).toEqual(['new-value-0123456789']);
  });

  it('keeps the deployed value through a second rotation before the deploy', async () => {
    sm.set(ARN, {
      current: 'third-value-0123456789',
      previous: 'second-value-0123456789',
      ids: { current: V3, previous: V2 },
      older: { [V1]: 'first-value-0123456789' },
    });
    expect(await originSecrets(deployedAt(V1)).accepted()).toEqual([
      'third-value-0123456789',
      'first-value-0123456789',
    ]);
  });

  it('accepts the current value alone when the deployed version no longer exists', async () => {
    sm.set(ARN, { current: 'new-value-0123456789', ids: { current: V2 } });
    expect(await originSecrets(deployedAt(V1)).accepted()).toEqual(['new-value-0123456789']);
  });

  it('reads again on request only once the last read is a minute old', async () => {
    let now = 0;
    sm.set(ARN, { current: 'first-value-0123456789', ids: { current: V1 } });
    const reader = originSecrets(deployedAt(V1), () => now);
    expect(await reader.accepted()).toEqual(['first-value-0123456789']);
    sm.set(ARN, { current: 'second-value-0123456789', ids: { current: V1 } });
    now = ORIGIN_SECRET_REFRESH_MS - 1;
    expect(await reader.accepted(true)).toEqual(['first-value-0123456789']);
    now = ORIGIN_SECRET_REFRESH_MS;
    expect(await reader.accepted(true)).toEqual(['second-value-0123456789']);
    expect(callsFor('AWSCURRENT')).toHaveLength(2);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    sm.set(ARN, { current: 'value-after-outage-0123', ids: { current: V1 } });
    // The current version's read fails through all its attempts.
    sm.fail({ type: 'InternalServiceError', status: 500, message: 'internal' }, 3, stage('AWSCURRENT'));
    const reader = originSecrets(deployedAt(V1));
    await expect(reader.accepted()).rejects.toThrow();
    expect(await reader.accepted()).toEqual(['value-after-outage-0123']);
  });

  it('uses the plain value in the local stack, and nothing (check off) without one', async () => {
    expect(await originSecrets({ LOCAL_STACK: '1', ORIGIN_SECRET: 'z'.repeat(20) }).accepted()).toEqual([
      'z'.repeat(20),
    ]);
    expect(await originSecrets({ LOCAL_STACK: '1' }).accepted()).toBeUndefined();
  });
});
