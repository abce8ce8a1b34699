import { z } from 'zod';

/** The fields of a Google service-account key that a Firebase credential needs. */
export interface ServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  readonly privateKey: string;
}

/**
 * A service-account key that cannot be used. The message names the problem and never quotes the
 * key's content: it ends up in logs.
 */
export class ServiceAccountError extends Error {
  override readonly name = 'ServiceAccountError';
}

const PEM_KEY = /^-----BEGIN (RSA )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END (RSA )?PRIVATE KEY-----\n?$/;

// Only the shape is checked here; values never appear in an error message.
const keyFile = z.object({
  type: z.string(),
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});

/**
 * Checks a parsed service-account key file against the project it must belong to: the deployed
 * API (the Secrets Manager secret) and the operator's scripts (a key file) share this check.
 */
export function checkServiceAccount(value: unknown, expectedProjectId: string): ServiceAccount {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ServiceAccountError('The service-account key is not a JSON object');
  }
  const type = (value as { type?: unknown }).type;
  if (type !== 'service_account') {
    throw new ServiceAccountError(
      'The service-account key is not a service-account key (its "type" must be "service_account")',
    );
  }
  const parsed = keyFile.safeParse(value);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new ServiceAccountError(`The service-account key lacks ${fields.join(', ')}`);
  }
  const key = parsed.data;
  if (key.project_id !== expectedProjectId) {
    // Project ids are not secret, and naming both is what lets an operator fix the mix-up.
    throw new ServiceAccountError(
      `The service-account key belongs to project "${key.project_id}", not "${expectedProjectId}"`,
    );
  }
  if (!/^[^@\s]+@[^@\s]+\.iam\.gserviceaccount\.com$/.test(key.client_email)) {
    throw new ServiceAccountError('The service-account key has no valid client_email');
  }
  if (!PEM_KEY.test(key.private_key.replace(/\r\n/g, '\n'))) {
    throw new ServiceAccountError('The service-account key has no PEM private_key');
  }
  return { projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key };
}

/** Parses the text of a key file (the secret's value), then checks it as above. */
export function parseServiceAccount(text: string | undefined, expectedProjectId: string): ServiceAccount {
  if (!text?.trim()) throw new ServiceAccountError('The service-account key is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text around the error: never pass it on.
    throw new ServiceAccountError('The service-account key is not valid JSON');
  }
  return checkServiceAccount(value, expectedProjectId);
}
