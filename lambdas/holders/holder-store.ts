import bs58 from 'bs58';
import { type DocumentReference, type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { FEED } from './feed-state.js';
import { commitCounted, newUsage, readAllKnownKeys, type WriteUsage } from './known-store.js';
import { ALREADY_EXISTS, type NewHolder, newHolderDocuments } from './new-holder.js';

/** Newcomers recorded per commit: two creates each, under Firestore's 500 writes a commit. */
const NEWCOMERS_PER_COMMIT = 200;

export function feedRef(db: Firestore, mint: string): DocumentReference {
  return db.collection(FEED).doc(mint);
}

function holderRef(db: Firestore, mint: string, wallet: string): DocumentReference {
  return feedRef(db, mint).collection('holders').doc(wallet);
}

function addNewHolder(db: Firestore, batch: WriteBatch, mint: string, holder: NewHolder): void {
  for (const { path, data } of newHolderDocuments(mint, holder)) batch.create(db.doc(path), data);
}

/** Creates a holder and its event in one commit; false when the wallet was already recorded. */
async function createNewHolder(db: Firestore, mint: string, holder: NewHolder, usage?: WriteUsage) {
  const batch = db.batch();
  addNewHolder(db, batch, mint, holder);
  try {
    await commitCounted(batch, 2, 400, usage ?? newUsage());
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * Records newcomers found by a reconciliation, in commits of {@link NEWCOMERS_PER_COMMIT}: one
 * read of their holder documents, then one commit creating the ones still missing with their
 * events. The creates keep their preconditions: when the webhook recorded one of them in between,
 * the commit fails as a whole and that group is recorded one by one. Returns the wallets recorded.
 */
export async function recordNewcomers(
  db: Firestore,
  mint: string,
  wallets: readonly string[],
  seenAt: Date,
  usage: WriteUsage,
): Promise<string[]> {
  const recorded: string[] = [];
  for (let i = 0; i < wallets.length; i += NEWCOMERS_PER_COMMIT) {
    const group = wallets.slice(i, i + NEWCOMERS_PER_COMMIT);
    const docs = await db.getAll(...group.map((wallet) => holderRef(db, mint, wallet)));
    const missing = group.filter((_, k) => !docs[k]?.exists);
    if (missing.length === 0) continue;
    const batch = db.batch();
    for (const wallet of missing) addNewHolder(db, batch, mint, { wallet, source: 'reconcile', seenAt });
    try {
      await commitCounted(batch, missing.length * 2, missing.length * 400, usage);
      for (const wallet of missing) recorded.push(wallet);
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      for (const wallet of missing) {
        if (await createNewHolder(db, mint, { wallet, source: 'reconcile', seenAt }, usage))
          recorded.push(wallet);
      }
    }
  }
  return recorded;
}

/** The feed document's fields after a measurement (merged into it). */
export function measurementFields(mint: string, count: number, at: Date, imported: boolean) {
  const measuredAt = Timestamp.fromDate(at);
  return { mint, count, measuredAt, ...(imported ? { importedAt: measuredAt } : {}) };
}

/**
 * Every wallet known as a holder of the mint, sorted: the known set (imported and reconciled
 * holders) and the wallets the webhook recorded. Reads everything: for tests and small mints.
 */
export async function listKnownHolders(db: Firestore, mint: string): Promise<string[]> {
  const keys = await readAllKnownKeys(db, mint);
  const wallets = new Set<string>();
  for (let at = 0; at < keys.length; at += 32) wallets.add(bs58.encode(keys.subarray(at, at + 32)));
  const recorded = await feedRef(db, mint).collection('holders').select().get();
  for (const doc of recorded.docs) wallets.add(doc.id);
  return [...wallets].sort();
}
