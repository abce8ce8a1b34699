import { createPrivateKey } from 'node:crypto';

/** The fields of a Google service-account key that a Firebase credential needs. */
export interface ServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  readonly privateKey: string;
  /** Names the key pair: Google finds the public key of a self-signed token by it. */
  readonly privateKeyId: string;
}

/**
 * A service-account key that cannot be used. The message names the problem and how to fix it, and
 * never quotes the key's content: it ends up in logs and on the operator's terminal.
 */
export class ServiceAccountError extends Error {
  override readonly name = 'ServiceAccountError';
}

const FROM_CONSOLE = 'expected the JSON key downloaded from the Firebase console';
const REQUIRED = ['project_id', 'client_email', 'private_key', 'private_key_id'] as const;
const SERVICE_ACCOUNT_EMAIL = /^[^@\s]+@[^@\s]+\.iam\.gserviceaccount\.com$/;

/**
 * Checks a parsed service-account key file against the project it must belong to (the configuration's
 * `firebase.projectId`, which the functions get as FIREBASE_PROJECT_ID). One check for the deployed
 * functions (the Secrets Manager secret) and `npm run secret:service-account` (the operator's file),
 * so a key the script stores is a key the functions accept. `private_key_id` is required: the
 * functions that read Firestore over REST sign their own tokens, and Google looks the key up by it.
 */
export function checkServiceAccount(value: unknown, expectedProjectId: string): ServiceAccount {
  const key = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >;
  if (key.type !== 'service_account') {
    throw new ServiceAccountError(
      'The service-account key is not a service-account key (its "type" is not "service_account"): generate one ' +
        'in the Firebase console, Project settings → Service accounts → Generate new private key.',
    );
  }
  const missing = REQUIRED.filter((field) => typeof key[field] !== 'string' || key[field] === '');
  if (missing.length > 0) {
    const fields = missing.map((field) => `"${field}"`).join(' or ');
    throw new ServiceAccountError(`The service-account key has no ${fields}: ${FROM_CONSOLE}.`);
  }
  const {
    project_id: projectId,
    client_email: clientEmail,
    private_key: privateKey,
    private_key_id: privateKeyId,
  } = key as Record<(typeof REQUIRED)[number], string>;
  if (projectId !== expectedProjectId) {
    // Project ids are not secret, and naming both is what lets an operator fix the mix-up.
    throw new ServiceAccountError(
      `The service-account key belongs to project "${projectId}", but the configuration's firebase.projectId is "${expectedProjectId}".`,
    );
  }
  if (!SERVICE_ACCOUNT_EMAIL.test(clientEmail)) {
    throw new ServiceAccountError(
      'The service-account key\'s "client_email" is not a service account (…@….iam.gserviceaccount.com).',
    );
  }
  try {
    // What signing will do with it: a key that does not parse here would fail every request.
    createPrivateKey(privateKey);
  } catch {
    // OpenSSL's message may quote the PEM: never pass it on.
    throw new ServiceAccountError(
      'The service-account key\'s "private_key" is not a readable PEM private key.',
    );
  }
  return { projectId, clientEmail, privateKey, privateKeyId };
}

/** Parses the text of a key file (the secret's value, the operator's file), then checks it as above. */
export function parseServiceAccount(text: string | undefined, expectedProjectId: string): ServiceAccount {
  if (!text?.trim()) throw new ServiceAccountError(`The service-account key is empty: ${FROM_CONSOLE}.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text around the error: never pass it on.
    throw new ServiceAccountError(`The service-account key is not JSON: ${FROM_CONSOLE}.`);
  }
  return checkServiceAccount(value, expectedProjectId);
}
