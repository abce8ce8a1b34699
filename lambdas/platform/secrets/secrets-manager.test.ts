import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSecretsManager, startFakeSecretsManager } from '../../test/fake-secrets-manager.js';
import { HttpConnectionError, HttpTimeoutError } from '../http/http-client.js';
import { getSecretValue, isSecretsManagerOutage, SecretsManagerError } from './secrets-manager.js';

const ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:unit-AbCdEf';
let fake: FakeSecretsManager;
const saved = { ...process.env };
beforeAll(async () => {
  fake = await startFakeSecretsManager();
});
afterAll(() => fake.stop());
beforeEach(() => {
  process.env = { ...saved, ...fake.environment };
  delete process.env.AWS_ENDPOINT_URL;
  fake.reset();
});

describe('getSecretValue', () => {
  it('reads a stage or a version of a secret with a request the fake finds correctly signed', async () => {
    fake.set(ARN, { current: 'now', previous: 'before' });
    expect(await getSecretValue({ SecretId: ARN })).toEqual({ SecretString: 'now', VersionId: 'v2' });
    expect(await getSecretValue({ SecretId: ARN, VersionStage: 'AWSPREVIOUS' })).toEqual({
      SecretString: 'before',
      VersionId: 'v1',
    });
    expect(await getSecretValue({ SecretId: ARN, VersionId: 'v1' })).toEqual({
      SecretString: 'before',
      VersionId: 'v1',
    });
    expect(fake.calls()).toEqual([
      { SecretId: ARN },
      { SecretId: ARN, VersionStage: 'AWSPREVIOUS' },
      { SecretId: ARN, VersionId: 'v1' },
    ]);
  });

  it('names the error type Secrets Manager answers, with its message', async () => {
    const error = await getSecretValue({ SecretId: ARN }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretsManagerError);
    expect(error).toMatchObject({
      name: 'ResourceNotFoundException',
      status: 400,
      message: 'Secrets Manager can’t find the specified secret.',
    });
    expect(isSecretsManagerOutage(error)).toBe(false);
  });

  it('is refused when signed with another key (the fake checks the signature)', async () => {
    process.env.AWS_SECRET_ACCESS_KEY = 'another-secret-access-key';
    fake.set(ARN, 'value');
    await expect(getSecretValue({ SecretId: ARN })).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
    expect(fake.calls()).toHaveLength(0);
  });

  it('retries an outage up to three attempts in all, and not a refusal', async () => {
    fake.set(ARN, 'after-the-outage');
    fake.fail({ type: 'InternalServiceError', status: 500 }, 1);
    fake.fail({ type: 'ThrottlingException', status: 400 }, 1);
    expect(await getSecretValue({ SecretId: ARN })).toMatchObject({ SecretString: 'after-the-outage' });
    expect(fake.calls()).toHaveLength(3);

    fake.reset();
    fake.set(ARN, 'value');
    fake.fail('drop', 3);
    const dropped = await getSecretValue({ SecretId: ARN }).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(HttpConnectionError);
    expect(isSecretsManagerOutage(dropped)).toBe(true);
    expect(fake.calls()).toHaveLength(3);

    fake.reset();
    fake.fail({ type: 'AccessDeniedException', status: 400, message: 'not allowed' }, 3);
    await expect(getSecretValue({ SecretId: ARN })).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(fake.calls()).toHaveLength(1);
  });

  it('gives up on an attempt after its timeout', async () => {
    fake.fail('hang', 2);
    const error = await getSecretValue({ SecretId: ARN }, { timeoutMs: 100, attempts: 2 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(fake.calls()).toHaveLength(2);
  });

  it('goes where AWS_ENDPOINT_URL_SECRETS_MANAGER says, else AWS_ENDPOINT_URL, as the SDK does', async () => {
    fake.set(ARN, 'value');
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = '';
    process.env.AWS_ENDPOINT_URL = fake.url;
    expect(await getSecretValue({ SecretId: ARN })).toMatchObject({ SecretString: 'value' });
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = fake.url;
    process.env.AWS_ENDPOINT_URL = 'http://127.0.0.1:9';
    expect(await getSecretValue({ SecretId: ARN })).toMatchObject({ SecretString: 'value' });
  });

  it('refuses to run without a region or credentials in the environment', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    await expect(getSecretValue({ SecretId: ARN })).rejects.toThrow('No AWS credentials in the environment');
    process.env = { ...saved, ...fake.environment, AWS_REGION: '', AWS_DEFAULT_REGION: '' };
    await expect(getSecretValue({ SecretId: ARN })).rejects.toThrow('Region is missing');
    expect(fake.calls()).toHaveLength(0);
  });
});
