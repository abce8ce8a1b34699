import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout } from './database-deadline.js';
import type { RestFirestore } from './firestore-rest/rest-firestore.js';
import { openRestDatabase } from './rest-database.js';

/** The REST client of the believed facts' database (ADR 37, amendment), created once per Lambda instance. */
export const getFactsRestDatabase: () => Promise<RestFirestore> = oncePerInstance(async () => {
  refuseOtherDatabase('facts');
  return openRestDatabase(config.FACTS_DATABASE);
});

/** As withRestDatabase, on the facts database: the public facts routes' reads of what the watches believe. */
export function withFactsRestDatabase<T>(operation: (db: RestFirestore) => Promise<T>): Promise<T> {
  return bounded(getFactsRestDatabase, operation, readTimeout);
}
