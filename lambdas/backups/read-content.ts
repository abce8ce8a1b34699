import type { Firestore } from 'firebase-admin/firestore';
import {
  BACKUP_COLLECTIONS,
  type BackupCollections,
  type BackupEntry,
  PRIVACY_POLICY_DOC_ID,
} from './backup-document.js';
import { encodeValue } from './field-codec.js';

const byId = (a: BackupEntry, b: BackupEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Reads every document of every content collection, and the privacy-policy document, with every
 * field. No limit: a backup is complete or it is not written.
 */
export async function readContent(db: Firestore): Promise<BackupCollections> {
  const read = async (name: (typeof BACKUP_COLLECTIONS)[number]): Promise<BackupEntry[]> => {
    if (name === 'privacyPolicy') {
      const doc = await db.collection(name).doc(PRIVACY_POLICY_DOC_ID).get();
      return doc.exists ? [entry(name, doc.id, doc.data() ?? {})] : [];
    }
    const snapshot = await db.collection(name).get();
    return snapshot.docs.map((doc) => entry(name, doc.id, doc.data())).sort(byId);
  };
  const lists = await Promise.all(BACKUP_COLLECTIONS.map(read));
  return Object.fromEntries(BACKUP_COLLECTIONS.map((name, i) => [name, lists[i]])) as BackupCollections;
}

function entry(collection: string, id: string, data: Record<string, unknown>): BackupEntry {
  const fields: BackupEntry['fields'] = {};
  for (const [key, value] of Object.entries(data)) {
    fields[key] = encodeValue(value, `${collection}/${id}.${key}`);
  }
  return { id, fields };
}
