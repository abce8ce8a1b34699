import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { parseServiceAccount, type ServiceAccount } from './service-account.js';

/**
 * Secrets Manager could not be asked (network, throttling, a fault on AWS's side): nothing is
 * wrong with the secret, and the next request tries again.
 */
export class SecretUnavailableError extends Error {
  override readonly name = 'SecretUnavailableError';
}

// Created once per Lambda instance; the SDK retries a failed call itself (3 attempts).
const secrets = new SecretsManagerClient({
  requestHandler: { connectionTimeout: 1000, requestTimeout: 2500 },
});

/** AWS SDK v3 errors: `$fault` says whose fault it was; no HTTP status means no answer at all. */
function isOutage(error: unknown): boolean {
  const e = error as { $fault?: string; $metadata?: { httpStatusCode?: number }; name?: string };
  if (e.$fault === 'server') return true;
  if (e.name === 'ThrottlingException' || e.name === 'TimeoutError') return true;
  return e.$metadata?.httpStatusCode === undefined;
}

/**
 * Reads the service-account key held in Secrets Manager and checks it belongs to `projectId`.
 * Shared by every function that opens Firestore (the API, the backups, the holder feed).
 */
export async function readServiceAccount(secretArn: string, projectId: string): Promise<ServiceAccount> {
  let text: string | undefined;
  try {
    const secret = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
    text = secret.SecretString;
  } catch (error) {
    const name = (error as { name?: string }).name ?? 'Error';
    if (isOutage(error)) throw new SecretUnavailableError(`Secrets Manager did not answer (${name})`);
    // Not found, access denied, KMS decryption refused: the operator has something to fix.
    throw new Error(
      `The service-account secret cannot be read (${name}); check its ARN and the function's role`,
    );
  }
  return parseServiceAccount(text, projectId);
}
