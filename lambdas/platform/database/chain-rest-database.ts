import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { bothDatabases } from './chain-collections.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import type { RestFirestore } from './firestore-rest/rest-firestore.js';
import type { ReadDatabase } from './read-database.js';
import { getRestDatabase, openRestDatabase } from './rest-database.js';

/** The REST client of the chain database (ADR 37), created once per Lambda instance. */
export const getChainRestDatabase: () => Promise<RestFirestore> = oncePerInstance(async () => {
  // The watches' identity has no grant on the chain database (ADR 37, amendment).
  refuseOtherDatabase('chain');
  return openRestDatabase(config.CHAIN_DATABASE);
});

/** As withRestDatabase, on the chain database: the webhook's creates, the public reads of chain data. */
export function withChainRestDatabase<T>(operation: (db: RestFirestore) => Promise<T>): Promise<T> {
  return bounded(getChainRestDatabase, operation, readTimeout);
}

/** A public read of chain data joined with content (the ledger with the administrator's notes). */
export function withBothRestDatabases<T>(operation: (db: ReadDatabase) => Promise<T>): Promise<T> {
  const open = async () => {
    const [content, chain] = await Promise.all([getRestDatabase(), getChainRestDatabase()]);
    return bothDatabases(content, chain);
  };
  return bounded(open, operation, readTimeout);
}
