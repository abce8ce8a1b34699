import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { databaseServiceAccount, NO_DATABASE_MESSAGE, refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import { selfSignedTokens } from './firestore-rest/access-token.js';
import { RestFirestore } from './firestore-rest/rest-firestore.js';

// The public routes read Firestore through its REST API with a token they sign themselves: no
// firebase-admin, no gRPC, no OAuth round trip at cold start. Locally the same client talks to the
// emulator's REST front (the emulators take any bearer token; "owner" is their convention).

const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/** The REST client of one database of the project: `(default)` when `databaseId` is not given. */
export async function openRestDatabase(databaseId?: string): Promise<RestFirestore> {
  // The route table says this function never opens Firestore, so its role cannot read the key.
  if (config.DATABASE === 'none') throw new Error(NO_DATABASE_MESSAGE);
  const options = {
    projectId: config.FIREBASE_PROJECT_ID,
    timeoutMs: config.DB_TIMEOUT_MS,
    ...(databaseId ? { databaseId } : {}),
  };
  if (config.FIRESTORE_EMULATOR_HOST || config.FIRESTORE_REST_EMULATOR_HOST) {
    if (!config.FIRESTORE_REST_EMULATOR_HOST) {
      throw new Error(
        'FIRESTORE_REST_EMULATOR_HOST is required with FIRESTORE_EMULATOR_HOST: reads go over REST',
      );
    }
    return new RestFirestore({
      ...options,
      origin: `http://${config.FIRESTORE_REST_EMULATOR_HOST}`,
      token: () => 'owner',
    });
  }
  const account = await databaseServiceAccount();
  return new RestFirestore({ ...options, origin: FIRESTORE_ORIGIN, token: selfSignedTokens(account) });
}

async function open(): Promise<RestFirestore> {
  // The holder feed's and the watches' identities have no grant on the content database (ADR 37).
  refuseOtherDatabase('content');
  return openRestDatabase();
}

/** The REST client of the content database, created once per Lambda instance; a failure (the secret unreadable) is retried next time. */
export const getRestDatabase: () => Promise<RestFirestore> = oncePerInstance(open);

/**
 * Runs a read (or the webhook's creates) over Firestore's REST API within DB_TIMEOUT_MS: an unreachable database is a 503,
 * never a hung request (as withDatabase does for firebase-admin).
 */
export function withRestDatabase<T>(operation: (db: RestFirestore) => Promise<T>): Promise<T> {
  return bounded(getRestDatabase, operation, readTimeout);
}
