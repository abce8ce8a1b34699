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

describe('originSecrets', () => {
  it('accepts the current and the previous version of the secret', async () => {
    sm.set(ARN, { current: 'new-value-0123456789', previous: 'old-value-0123456789' });
    expect(await originSecrets({ ORIGIN_SECRET_ARN: ARN }).accepted()).toEqual([
      'new-value-0123456789',
      'old-value-0123456789',
    ]);
  });

  it('accepts the current value alone when the secret was set only once', async () => {
    // No previous version: Secrets Manager answers ResourceNotFoundException for AWSPREVIOUS.
    sm.set(ARN, { current: 'only-value-0123456789' });
    expect(await originSecrets({ ORIGIN_SECRET_ARN: ARN }).accepted()).toEqual(['only-value-0123456789']);
    expect(sm.calls()).toContainEqual(stage('AWSPREVIOUS'));
  });

  it('reads again on request only once the last read is a minute old', async () => {
    let now = 0;
    sm.set(ARN, { current: 'first-value-0123456789' });
    const reader = originSecrets({ ORIGIN_SECRET_ARN: ARN }, () => now);
    expect(await reader.accepted()).toEqual(['first-value-0123456789']);
    sm.set(ARN, { current: 'second-value-0123456789' });
    now = ORIGIN_SECRET_REFRESH_MS - 1;
    expect(await reader.accepted(true)).toEqual(['first-value-0123456789']);
    now = ORIGIN_SECRET_REFRESH_MS;
    expect(await reader.accepted(true)).toEqual(['second-value-0123456789']);
    expect(callsFor('AWSCURRENT')).toHaveLength(2);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    sm.set(ARN, { current: 'value-after-outage-0123' });
    // The current version's read fails through all its attempts.
    sm.fail({ type: 'InternalServiceError', status: 500, message: 'internal' }, 3, stage('AWSCURRENT'));
    const reader = originSecrets({ ORIGIN_SECRET_ARN: ARN });
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
