import { getSecretValue } from './secrets-manager.js';

const cache = new Map<string, Promise<string>>();

/**
 * A plain-text secret from Secrets Manager, read once per Lambda instance (a failed read is
 * retried by the next call). Returns `local` instead when it is set (local stack and tests).
 */
export function secretString(
  arn: string | undefined,
  local: string | undefined,
  what: string,
): Promise<string> {
  if (local) return Promise.resolve(local);
  if (!arn) return Promise.reject(new Error(`No secret configured for the ${what}`));
  let value = cache.get(arn);
  if (!value) {
    value = getSecretValue({ SecretId: arn }).then((secret) => {
      const text = secret.SecretString?.trim();
      if (!text) throw new Error(`The ${what} secret is empty`);
      return text;
    });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}
