import { type App, cert, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { readServiceAccount } from '../secrets/service-account-secret.js';

/** How to reach a project's Firestore. */
export interface DatabaseTarget {
  readonly projectId: string;
  /** Emulator host; when set no credential is used. */
  readonly emulatorHost?: string;
  /** Secrets Manager secret with the service-account JSON (the deployed function). */
  readonly serviceAccountSecretArn?: string;
}

/**
 * Opens Firestore in an app of its own (named after the project), so it never collides with the
 * API handlers' default app in the local stack. Without an emulator or a secret, firebase-admin
 * uses Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS): what the scripts use for
 * a real project.
 */
export async function openFirestore(target: DatabaseTarget): Promise<Firestore> {
  if (target.emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
  const name = `content-backups-${target.projectId}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return getFirestore(existing);
  let app: App;
  if (target.serviceAccountSecretArn && !target.emulatorHost) {
    // Checked as for the API: a key of another project, or no key at all, is named, not used.
    const account = await readServiceAccount(target.serviceAccountSecretArn, target.projectId);
    app = initializeApp({ projectId: target.projectId, credential: cert(account) }, name);
  } else {
    app = initializeApp({ projectId: target.projectId }, name);
  }
  const db = getFirestore(app);
  // As in the API: REST deployed (no gRPC to load), gRPC against the emulator, which speaks nothing else.
  if (!target.emulatorHost) db.settings({ preferRest: true });
  return db;
}
