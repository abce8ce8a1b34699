import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import { factsAndContent } from './facts-collections.js';
import type { RestFirestore } from './firestore-rest/rest-firestore.js';
import type { ReadDatabase } from './read-database.js';
import { getRestDatabase, openRestDatabase } from './rest-database.js';

/** The REST client of the believed facts' database (ADR 37, amendment), created once per Lambda instance. */
export const getFactsRestDatabase: () => Promise<RestFirestore> = oncePerInstance(async () => {
  refuseOtherDatabase('facts');
  return openRestDatabase(config.FACTS_DATABASE);
});

/** As withRestDatabase, on the facts database: the public facts routes' reads of what the watches believe. */
export function withFactsRestDatabase<T>(operation: (db: RestFirestore) => Promise<T>): Promise<T> {
  return bounded(getFactsRestDatabase, operation, readTimeout);
}

/** A public read of the ledger joined with content (the ledger with the administrator's notes). */
export function withFactsAndContentRestDatabases<T>(operation: (db: ReadDatabase) => Promise<T>): Promise<T> {
  const open = async () => {
    const [content, facts] = await Promise.all([getRestDatabase(), getFactsRestDatabase()]);
    return factsAndContent(content, facts);
  };
  return bounded(open, operation, readTimeout);
}
