import { getSecretValue, isSecretsManagerOutage } from './secrets-manager.js';
import { parseServiceAccount, type ServiceAccount } from './service-account.js';

/**
 * Secrets Manager could not be asked (network, throttling, a fault on AWS's side): nothing is
 * wrong with the secret, and the next request tries again.
 */
export class SecretUnavailableError extends Error {
  override readonly name = 'SecretUnavailableError';
}

/**
 * Reads the service-account key held in Secrets Manager and checks it belongs to `projectId`.
 * Shared by every function that opens Firestore (the API, the backups, the holder feed).
 */
export async function readServiceAccount(secretArn: string, projectId: string): Promise<ServiceAccount> {
  let text: string | undefined;
  try {
    // Three attempts of 2.5 s at most each, as the SDK client this replaces was configured.
    const secret = await getSecretValue({ SecretId: secretArn }, { timeoutMs: 2500 });
    text = secret.SecretString;
  } catch (error) {
    const name = (error as { name?: string }).name ?? 'Error';
    if (isSecretsManagerOutage(error))
      throw new SecretUnavailableError(`Secrets Manager did not answer (${name})`);
    // Not found, access denied, KMS decryption refused: the operator has something to fix.
    throw new Error(
      `The service-account secret cannot be read (${name}); check its ARN and the function's role`,
    );
  }
  return parseServiceAccount(text, projectId);
}
