import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import type { RestFirestore } from './firestore-rest/rest-firestore.js';
import { openRestDatabase } from './rest-database.js';

/** The REST client of the chain database (ADR 37), created once per Lambda instance. */
export const getChainRestDatabase: () => Promise<RestFirestore> = oncePerInstance(async () => {
  // The watches' identity has no grant on the chain database (ADR 37, amendment).
  refuseOtherDatabase('chain');
  return openRestDatabase(config.CHAIN_DATABASE);
});

/** As withRestDatabase, on the chain database: the webhook's creates, the public reads of the holder feed. */
export function withChainRestDatabase<T>(operation: (db: RestFirestore) => Promise<T>): Promise<T> {
  return bounded(getChainRestDatabase, operation, readTimeout);
}
