import { config } from './config.js';
import type { ServiceAccount } from './service-account.js';
import { readServiceAccount } from './service-account-secret.js';

/** Why a function marked DATABASE=none cannot open Firestore: its role cannot read the key. */
export const NO_DATABASE_MESSAGE =
  'This function has no database access (DATABASE=none): fix its route definition';

let account: Promise<ServiceAccount> | undefined;

/**
 * The service-account key the deployed functions reach Firestore with, read from Secrets Manager
 * once per Lambda instance and shared by both clients (firebase-admin and the REST reader). A failed
 * read is not kept: the next request tries again, so an outage passes and a fixed secret is picked
 * up without a redeploy.
 */
export function databaseServiceAccount(): Promise<ServiceAccount> {
  if (config.DATABASE === 'none') {
    return Promise.reject(new Error(NO_DATABASE_MESSAGE));
  }
  account ??= readServiceAccount(
    config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN as string,
    config.FIREBASE_PROJECT_ID,
  ).catch((error: unknown) => {
    account = undefined;
    throw error;
  });
  return account;
}
