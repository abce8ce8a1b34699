import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The firebase-admin app of the tests (the emulators need no credential). */
export function testApp() {
  return getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID });
}

/** firebase-admin on the emulator, as the tests' own window on what is stored. */
export function testDb() {
  return getFirestore(testApp());
}

/** Deletes every document of the given collections. */
export async function clearCollections(...names: string[]): Promise<void> {
  const db = testDb();
  for (const name of names) {
    const snapshot = await db.collection(name).get();
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Every stored document of a collection as `{id, ...fields}`, sorted by id. */
export async function storedDocs(name: string): Promise<Record<string, unknown>[]> {
  const snapshot = await testDb().collection(name).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Seeds documents with given ids, as an older version of the site or a hand edit might have. */
export async function seedDocs(name: string, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const db = testDb();
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(db.collection(name).doc(id), data);
  await batch.commit();
}
