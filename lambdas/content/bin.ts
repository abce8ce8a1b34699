import { type DocumentData, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BinEntry, BinnedKind } from '../contract/content.js';
import { BINNED_KINDS } from '../contract/content.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { isoTime } from '../platform/iso-time.js';
import { HISTORY_COLLECTION, recordChange, titleOf } from './history.js';

/** Deleted entries, kept whole until the schedule purges them (ADR 17). */
export const BIN_COLLECTION = 'contentBin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bin id of an entry: one place per entry, so a second delete cannot leave two copies. */
export function binIdOf(kind: BinnedKind, entryId: string): string {
  return `${kind}__${entryId}`;
}

/** The kind and entry id of a bin id, or undefined when it names no binned kind. */
export function parseBinId(id: string): { kind: BinnedKind; entryId: string } | undefined {
  const split = id.indexOf('__');
  const kind = id.slice(0, split);
  const entryId = id.slice(split + 2);
  if (split < 1 || !entryId || !(BINNED_KINDS as readonly string[]).includes(kind)) return undefined;
  return { kind: kind as BinnedKind, entryId };
}

/** Puts a deleted entry in the bin, in the transaction that deletes it, `now` being the deletion's time (ms). */
export function putInBin(
  db: Firestore,
  tx: Transaction,
  kind: BinnedKind,
  entryId: string,
  data: DocumentData,
  user: VerifiedUser,
  retentionDays: number,
  now: number = Date.now(),
): void {
  tx.set(db.collection(BIN_COLLECTION).doc(binIdOf(kind, entryId)), {
    kind,
    entryId,
    data,
    deletedAt: Timestamp.fromMillis(now),
    purgeAfter: Timestamp.fromMillis(now + retentionDays * DAY_MS),
    byUid: user.uid,
    byEmail: user.email ?? null,
  });
}

/** A bin document as the admin panel reads it. */
export function toBinEntry(id: string, stored: DocumentData): BinEntry {
  const data = (stored.data ?? {}) as Record<string, unknown>;
  const plainData = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, isoTime(v) ?? v]));
  return {
    id,
    kind: stored.kind,
    entryId: String(stored.entryId ?? ''),
    title: titleOf(stored.kind, data),
    deletedAt: isoTime(stored.deletedAt) ?? '',
    purgeAfter: isoTime(stored.purgeAfter) ?? '',
    ...(typeof stored.byEmail === 'string' ? { byEmail: stored.byEmail } : {}),
    data: plainData,
  };
}

/** Most bin entries listed or purged at once. */
export const BIN_PAGE = 200;

/** The bin, newest deletion first. */
export async function listBin(db: Firestore): Promise<BinEntry[]> {
  const snapshot = await db.collection(BIN_COLLECTION).orderBy('deletedAt', 'desc').limit(BIN_PAGE).get();
  return snapshot.docs.map((doc) => toBinEntry(doc.id, doc.data()));
}

/** Who the schedule is, in the history of what it purges. */
export const PURGE_ACTOR: VerifiedUser = { uid: 'bin-purge-schedule', authTime: 0 };

/** A transaction writes at most 500 documents; a purge stops short of it and leaves the rest to the next run. */
const PURGE_WRITES_MAX = 450;
/** History records of one entry read at most (as the entry history route). */
const HISTORY_PER_ENTRY = 1000;

/** What a purged entry's history records keep: who, when and what kind of change, not its content. */
const ERASED = { before: null, after: null, title: '', byEmail: null, erased: true } as const;

/**
 * Deletes, for good, the bin entries whose window has passed (at most {@link BIN_PAGE} a run),
 * each with its history record in the same transaction. Purging erases: every history record of
 * the entry keeps its action, time, `changed` field names and `byUid`, and loses the content
 * (`before`, `after`, `title`) and the editor's e-mail, so later backups hold none of it.
 * Resolves to how many were purged.
 */
export async function purgeExpired(db: Firestore, now = new Date()): Promise<number> {
  return db.runTransaction(async (tx) => {
    const expired = await tx.get(
      db.collection(BIN_COLLECTION).where('purgeAfter', '<=', Timestamp.fromDate(now)).limit(BIN_PAGE),
    );
    // Every read before the first write, as a transaction requires.
    const purges = [];
    let writes = 0;
    for (const doc of expired.docs) {
      const stored = doc.data();
      const records = await tx.get(
        db
          .collection(HISTORY_COLLECTION)
          .where('kind', '==', stored.kind)
          .where('entryId', '==', stored.entryId)
          .limit(HISTORY_PER_ENTRY),
      );
      writes += records.size + 2;
      if (writes > PURGE_WRITES_MAX && purges.length > 0) break;
      purges.push({ doc, stored, records });
    }
    for (const { doc, stored, records } of purges) {
      for (const record of records.docs) tx.update(record.ref, ERASED);
      tx.delete(doc.ref);
      recordChange(
        db,
        tx,
        { kind: stored.kind, entryId: stored.entryId, action: 'purge', before: null, after: null },
        PURGE_ACTOR,
      );
    }
    return purges.length;
  });
}
