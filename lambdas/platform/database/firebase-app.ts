import { type App, cert, getApps, initializeApp } from 'firebase-admin/app';
import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { databaseServiceAccount, NO_DATABASE_MESSAGE } from './database-credential.js';

async function open(): Promise<App> {
  const existing = getApps()[0];
  if (existing) return existing;
  if (config.DATABASE === 'none') {
    // The route table says this function never opens Firestore, so its role cannot read the key.
    throw new Error(NO_DATABASE_MESSAGE);
  }
  if (config.FIRESTORE_EMULATOR_HOST) {
    // The emulators need no credential.
    return initializeApp({ projectId: config.FIREBASE_PROJECT_ID });
  }
  const account = await databaseServiceAccount();
  return initializeApp({ projectId: config.FIREBASE_PROJECT_ID, credential: cert(account) });
}

/**
 * The Firebase app with the service-account credential, created once per Lambda instance. A
 * failure is not kept: the next request reads the secret again (an outage passes, and a fixed
 * secret is picked up without a redeploy).
 */
export const getFirebaseApp: () => Promise<App> = oncePerInstance(open);
