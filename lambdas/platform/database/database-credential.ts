import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import type { ServiceAccount } from '../secrets/service-account.js';
import { readServiceAccount } from '../secrets/service-account-secret.js';

/** Why a function marked DATABASE=none cannot open Firestore: its role cannot read the key. */
export const NO_DATABASE_MESSAGE =
  'This function has no database access (DATABASE=none): fix its route definition';

/** Why a function of the holder feed's identity cannot open the content database (ADR 37). */
export const CHAIN_ONLY_MESSAGE =
  'This function may use the chain database alone (DATABASE=chain): it cannot open the content database';

/** Why a function of the watch identity cannot open the content or the chain database (ADR 37, amendment). */
export const FACTS_ONLY_MESSAGE =
  'This function may use the facts database alone (DATABASE=facts): it cannot open another database';

/**
 * Refuses to open `database` in a function whose identity is granted another one alone (ADR 37): it is
 * not even opened, so a wrong route or deployment fails at once rather than at Google's refusal.
 */
export function refuseOtherDatabase(database: 'content' | 'chain' | 'facts'): void {
  const only = config.DATABASE;
  if (only === 'chain' && database !== 'chain') throw new Error(CHAIN_ONLY_MESSAGE);
  if (only === 'facts' && database !== 'facts') throw new Error(FACTS_ONLY_MESSAGE);
}

const readAccount = oncePerInstance(() =>
  readServiceAccount(config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN as string, config.FIREBASE_PROJECT_ID),
);

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
  return readAccount();
}
