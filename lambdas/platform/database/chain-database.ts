import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout, type WriteGate, writeTimeout } from './database-deadline.js';
import { openFirestoreDatabase } from './firestore.js';

/** firebase-admin's client of the chain database (ADR 37), created once per Lambda instance. */
export const getChainDatabase: () => Promise<Firestore> = oncePerInstance(async () => {
  // The watches' identity has no grant on the chain database (ADR 37, amendment).
  refuseOtherDatabase('chain');
  return openFirestoreDatabase(config.CHAIN_DATABASE);
});

/** As withDatabase, on the chain database. */
export function withChainDatabase<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  return bounded(getChainDatabase, operation, readTimeout);
}

/** As withWrite, on the chain database. */
export function withChainWrite<T>(operation: (db: Firestore, gate: WriteGate) => Promise<T>): Promise<T> {
  return bounded(getChainDatabase, operation, writeTimeout);
}
