import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { isChainPath } from '../platform/database/chain-collections.js';
import { isFactsPath } from '../platform/database/facts-collections.js';

/** The firebase-admin app of the tests (the emulators need no credential). */
export function testApp() {
  return getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID });
}

/** firebase-admin on the emulator, as the tests' own window on what is stored. */
export function testDb() {
  return getFirestore(testApp());
}

/** The chain database (ADR 37) on the emulator: the holder feed's and the ledger's data. */
export function chainDb() {
  return getFirestore(testApp(), process.env.CHAIN_DATABASE ?? 'chain');
}

/** The believed facts' database (ADR 37, amendment) on the emulator: what the watches vouch for. */
export function factsDb() {
  return getFirestore(testApp(), process.env.FACTS_DATABASE ?? 'facts');
}

/** The database a top-level collection lives in: the facts one, the chain one, else `(default)`. */
export function dbOf(name: string) {
  if (isFactsPath(name)) return factsDb();
  return isChainPath(name) ? chainDb() : testDb();
}

/** Deletes every document of the given collections (each in its own database). */
export async function clearCollections(...names: string[]): Promise<void> {
  for (const name of names) {
    const db = dbOf(name);
    const snapshot = await db.collection(name).get();
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Every stored document of a collection as `{id, ...fields}`, sorted by id. */
export async function storedDocs(name: string): Promise<Record<string, unknown>[]> {
  const snapshot = await dbOf(name).collection(name).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Seeds documents with given ids, as an older version of the site or a hand edit might have. */
export async function seedDocs(name: string, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const db = dbOf(name);
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(db.collection(name).doc(id), data);
  await batch.commit();
}
