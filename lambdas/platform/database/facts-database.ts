import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import { factsAndContent } from './facts-collections.js';
import { getDatabase, openFirestoreDatabase } from './firestore.js';
import type { ReadDatabase } from './read-database.js';

/**
 * firebase-admin's client of the believed facts' database (ADR 37, amendment), created once per Lambda
 * instance: the watches and the ledger import write it, as the watch identity; the holder feed's identity is refused.
 */
export const getFactsDatabase: () => Promise<Firestore> = oncePerInstance(async () => {
  refuseOtherDatabase('facts');
  return openFirestoreDatabase(config.FACTS_DATABASE);
});

/** As withDatabase, on the facts database: the administrator's reads of the ledger (it writes none of it). */
export function withFactsDatabase<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  return bounded(getFactsDatabase, operation, readTimeout);
}

/** A read of the ledger joined with content (the administrator's outflows with their notes). */
export function withFactsAndContentDatabases<T>(operation: (db: ReadDatabase) => Promise<T>): Promise<T> {
  const open = async () => {
    const [content, facts] = await Promise.all([getDatabase(), getFactsDatabase()]);
    return factsAndContent(content, facts);
  };
  return bounded(open, operation, readTimeout);
}
