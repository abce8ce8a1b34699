import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSecretsManager, startFakeSecretsManager } from '../../test/fake-secrets-manager.js';
import { secretString } from './secret-string.js';

let secrets: FakeSecretsManager;
beforeAll(async () => {
  secrets = await startFakeSecretsManager();
  Object.assign(process.env, secrets.environment);
});
afterAll(() => secrets.stop());
beforeEach(() => secrets.reset());

let n = 0;
const arn = () => `arn:aws:secretsmanager:eu-west-1:111122223333:secret:site/holder-webhook-${++n}`;

describe('secretString', () => {
  it('reads the secret once per instance, trimmed, and serves later calls from memory', async () => {
    const id = arn();
    secrets.set(id, 'the-shared-secret-value\n');
    expect(await secretString(id, undefined, 'holder webhook')).toBe('the-shared-secret-value');
    expect(await secretString(id, undefined, 'holder webhook')).toBe('the-shared-secret-value');
    expect(secrets.calls()).toHaveLength(1);
    expect(secrets.calls()[0]).toEqual({ SecretId: id });
  });

  it('tries again on the next call after a failed read', async () => {
    const id = arn();
    secrets.set(id, 'second-try-secret');
    // Throttled through every attempt of the first call.
    secrets.fail({ type: 'ThrottlingException', status: 400, message: 'throttled' }, 3);
    await expect(secretString(id, undefined, 'holder webhook')).rejects.toThrow('throttled');
    expect(await secretString(id, undefined, 'holder webhook')).toBe('second-try-secret');
  });

  it('refuses an empty secret, naming what it is for', async () => {
    const id = arn();
    secrets.set(id, '  ');
    await expect(secretString(id, undefined, 'Solana RPC URL')).rejects.toThrow(
      'The Solana RPC URL secret is empty',
    );
  });

  it('uses the local value without asking Secrets Manager (local stack and tests)', async () => {
    expect(await secretString(undefined, 'local-value', 'holder webhook')).toBe('local-value');
    await expect(secretString(undefined, undefined, 'holder webhook')).rejects.toThrow(
      'No secret configured for the holder webhook',
    );
    expect(secrets.calls()).toHaveLength(0);
  });
});
