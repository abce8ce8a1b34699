import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { type LocalAccount, localAccounts } from './accounts.js';
import {
  CHART_LINKS,
  DONATION_GOALS,
  FAQ_ENTRIES,
  ROADMAP_ITEMS,
  type SeedDocument,
} from './seed-content.js';
import { PRIVACY_POLICY } from './seed-privacy-policy.js';

export interface SeedOptions {
  readonly projectId?: string;
  readonly admin?: LocalAccount;
  readonly user?: LocalAccount;
}

// A fixed time keeps screenshots and test expectations stable from run to run.
const SEEDED_AT = Timestamp.fromDate(new Date('2025-09-21T12:00:00Z'));

/**
 * Writes the demo content and the two sign-ins into the emulators named by FIRESTORE_EMULATOR_HOST
 * and FIREBASE_AUTH_EMULATOR_HOST. Idempotent: fixed ids, so a second run rewrites the same data.
 */
export async function seedLocalData(options: SeedOptions = {}): Promise<void> {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    // Without the emulator variables firebase-admin would look for real credentials and a real project.
    if (!process.env[name]) throw new Error(`${name} must point at the local emulator before seeding`);
  }
  const accounts = localAccounts();
  const admin = options.admin ?? accounts.admin;
  const user = options.user ?? accounts.user;
  // A named app, deleted afterwards, so the handlers' own default app is never this one.
  const app = initializeApp({ projectId: options.projectId ?? 'demo-meme-token' }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    const audit = { updatedBy: admin.email, updatedAt: SEEDED_AT };
    const put = (collection: string, docs: readonly SeedDocument[], withAudit: boolean) => {
      for (const doc of docs) {
        batch.set(db.collection(collection).doc(doc.id), withAudit ? { ...doc.data, ...audit } : doc.data);
      }
    };
    put('donations', DONATION_GOALS, true);
    put('roadmap', ROADMAP_ITEMS, true);
    put('faq', FAQ_ENTRIES, true);
    put('chartLinks', CHART_LINKS, false);
    batch.set(db.collection('privacyPolicy').doc('current'), PRIVACY_POLICY);
    await batch.commit();

    const auth = getAuth(app);
    await upsertUser(auth, admin);
    await upsertUser(auth, user);
  } finally {
    await deleteApp(app);
  }
}

async function upsertUser(auth: Auth, account: LocalAccount): Promise<void> {
  const fields = { email: account.email, password: account.password, emailVerified: true };
  try {
    await auth.updateUser(account.uid, fields);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: account.uid, ...fields });
  }
}
