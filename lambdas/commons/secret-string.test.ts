import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { secretString } from './secret-string.js';

const secrets = mockClient(SecretsManagerClient);
afterAll(() => secrets.restore());
beforeEach(() => secrets.reset());

let n = 0;
const arn = () => `arn:aws:secretsmanager:eu-west-1:111122223333:secret:site/holder-webhook-${++n}`;

describe('secretString', () => {
  it('reads the secret once per instance, trimmed, and serves later calls from memory', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'the-shared-secret-value\n' });
    const id = arn();
    expect(await secretString(id, undefined, 'holder webhook')).toBe('the-shared-secret-value');
    expect(await secretString(id, undefined, 'holder webhook')).toBe('the-shared-secret-value');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input).toEqual({ SecretId: id });
  });

  it('tries again on the next call after a failed read', async () => {
    const id = arn();
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 'second-try-secret' });
    await expect(secretString(id, undefined, 'holder webhook')).rejects.toThrow('throttled');
    expect(await secretString(id, undefined, 'holder webhook')).toBe('second-try-secret');
  });

  it('refuses an empty secret, naming what it is for', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '  ' });
    await expect(secretString(arn(), undefined, 'Solana RPC URL')).rejects.toThrow(
      'The Solana RPC URL secret is empty',
    );
  });

  it('uses the local value without asking Secrets Manager (local stack and tests)', async () => {
    expect(await secretString(undefined, 'local-value', 'holder webhook')).toBe('local-value');
    await expect(secretString(undefined, undefined, 'holder webhook')).rejects.toThrow(
      'No secret configured for the holder webhook',
    );
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
