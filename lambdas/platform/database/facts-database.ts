import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { openFirestoreDatabase } from './firestore.js';

/**
 * firebase-admin's client of the believed facts' database (ADR 37, amendment), created once per Lambda
 * instance: the watches write it, as the watch identity; the holder feed's identity is refused.
 */
export const getFactsDatabase: () => Promise<Firestore> = oncePerInstance(async () => {
  refuseOtherDatabase('facts');
  return openFirestoreDatabase(config.FACTS_DATABASE);
});
