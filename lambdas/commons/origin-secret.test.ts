import {
  GetSecretValueCommand,
  InternalServiceError,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_REFRESH_MS, originSecrets, parseOriginConfig } from './origin-secret.js';

const ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-AbCdEf';
const sm = mockClient(SecretsManagerClient);
afterEach(() => sm.reset());

const stage = (VersionStage: string) => ({ SecretId: ARN, VersionStage });

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
    sm.on(GetSecretValueCommand, stage('AWSCURRENT')).resolves({ SecretString: 'new-value-0123456789' });
    sm.on(GetSecretValueCommand, stage('AWSPREVIOUS')).resolves({ SecretString: 'old-value-0123456789' });
    expect(await originSecrets({ ORIGIN_SECRET_ARN: ARN }).accepted()).toEqual([
      'new-value-0123456789',
      'old-value-0123456789',
    ]);
  });

  it('accepts the current value alone when the secret was set only once', async () => {
    sm.on(GetSecretValueCommand, stage('AWSCURRENT')).resolves({ SecretString: 'only-value-0123456789' });
    sm.on(GetSecretValueCommand, stage('AWSPREVIOUS')).rejects(
      new ResourceNotFoundException({ message: 'no such version', $metadata: {} }),
    );
    expect(await originSecrets({ ORIGIN_SECRET_ARN: ARN }).accepted()).toEqual(['only-value-0123456789']);
  });

  it('reads again on request only once the last read is a minute old', async () => {
    let now = 0;
    sm.on(GetSecretValueCommand, stage('AWSCURRENT'))
      .resolvesOnce({ SecretString: 'first-value-0123456789' })
      .resolves({ SecretString: 'second-value-0123456789' });
    sm.on(GetSecretValueCommand, stage('AWSPREVIOUS')).resolves({});
    const reader = originSecrets({ ORIGIN_SECRET_ARN: ARN }, () => now);
    expect(await reader.accepted()).toEqual(['first-value-0123456789']);
    now = ORIGIN_SECRET_REFRESH_MS - 1;
    expect(await reader.accepted(true)).toEqual(['first-value-0123456789']);
    now = ORIGIN_SECRET_REFRESH_MS;
    expect(await reader.accepted(true)).toEqual(['second-value-0123456789']);
    expect(sm.commandCalls(GetSecretValueCommand, stage('AWSCURRENT'))).toHaveLength(2);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    sm.on(GetSecretValueCommand, stage('AWSCURRENT'))
      .rejectsOnce(new InternalServiceError({ message: 'internal', $metadata: { httpStatusCode: 500 } }))
      .resolves({ SecretString: 'value-after-outage-0123' });
    sm.on(GetSecretValueCommand, stage('AWSPREVIOUS')).resolves({});
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
