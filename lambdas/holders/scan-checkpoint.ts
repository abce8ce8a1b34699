import type { Firestore } from 'firebase-admin/firestore';
import { FEED } from './feed-state.js';
import type { AccountRecords } from './holder-set.js';
import { commitCounted, type WriteUsage } from './known-store.js';
import type { ReadPosition } from './token-accounts.js';

/**
 * A full scan cut short between pages (its time was up, or the RPC failed) keeps what it read, so the
 * next run goes on from the next page instead of reading the mint again: under
 * `holderFeed/{mint}/scan/`, `cursor` (where the read goes on, the slot it started at, how many parts)
 * and `part-{n}` (the accounts read, 40 bytes each, ≤ 6,000 a document: 240 KB, under Firestore's 1 MiB).
 */
const RECORD_BYTES = 40;
const RECORDS_PER_PART = 6000;
/** Parts per commit: ≤ 12 × 240 KB, under the 3 MiB the known-set writes keep to. */
const PARTS_PER_COMMIT = 12;
const CURSOR_ID = 'cursor';

export interface ScanCursor {
  position: ReadPosition;
  /** The slot read before the scan's first page: the next incremental run reads from it. */
  slot: number;
  startedAt: Date;
  /**
   * The mint's supply read before the scan's first page, for the supply check at its end (ADR 35):
   * burns during the whole scan, in whichever run, are what |after − before| allows for. Absent in a
   * cursor kept before the check existed: the resuming run reads it then.
   */
  supplyBefore?: bigint;
  /** Parts written, and records they hold. */
  parts: number;
  records: number;
}

function scanCollection(db: Firestore, mint: string) {
  return db.collection(FEED).doc(mint).collection('scan');
}

export async function readScanCursor(db: Firestore, mint: string): Promise<ScanCursor | undefined> {
  const doc = await scanCollection(db, mint).doc(CURSOR_ID).get();
  if (!doc.exists) return undefined;
  return {
    position: {
      query: doc.get('query') as number,
      paginationKey: (doc.get('paginationKey') as string | null) ?? null,
    },
    slot: doc.get('slot') as number,
    startedAt: (doc.get('startedAt') as { toDate(): Date }).toDate(),
    ...(typeof doc.get('supplyBefore') === 'string' ? { supplyBefore: BigInt(doc.get('supplyBefore')) } : {}),
    parts: doc.get('parts') as number,
    records: doc.get('records') as number,
  };
}

/** Adds the records a cut-short scan kept to `records`, part by part. */
export async function loadScanRecords(
  db: Firestore,
  mint: string,
  cursor: ScanCursor,
  records: AccountRecords,
): Promise<void> {
  const collection = scanCollection(db, mint);
  for (let p = 0; p < cursor.parts; p += PARTS_PER_COMMIT) {
    const ids = Array.from(
      { length: Math.min(PARTS_PER_COMMIT, cursor.parts - p) },
      (_, k) => `part-${p + k}`,
    );
    const docs = await db.getAll(...ids.map((id) => collection.doc(id)));
    for (const doc of docs) {
      const part = doc.get('records') as Buffer | undefined;
      if (!part) throw new Error(`Scan checkpoint part ${doc.id} is missing`);
      for (let at = 0; at < part.length; at += RECORD_BYTES)
        records.add(part.subarray(at, at + RECORD_BYTES));
    }
  }
}

/**
 * Keeps the records from `cursor.records` on (those the previous save did not hold) and the position;
 * returns the new cursor. The cursor is written last, with the last parts: a save that dies half-way
 * leaves the previous cursor, whose parts are all there.
 */
export async function saveScan(
  db: Firestore,
  mint: string,
  records: AccountRecords,
  cursor: ScanCursor,
  usage: WriteUsage,
): Promise<ScanCursor> {
  const collection = scanCollection(db, mint);
  let parts = cursor.parts;
  let batch = db.batch();
  let inBatch = 0;
  for (let first = cursor.records; first < records.count; first += RECORDS_PER_PART) {
    const n = Math.min(RECORDS_PER_PART, records.count - first);
    const part = Buffer.allocUnsafe(n * RECORD_BYTES);
    for (let i = 0; i < n; i++) {
      const index = first + i;
      records
        .block(index)
        .copy(part, i * RECORD_BYTES, records.offset(index), records.offset(index) + RECORD_BYTES);
    }
    batch.set(collection.doc(`part-${parts++}`), { records: part });
    inBatch += 1;
    if (inBatch === PARTS_PER_COMMIT) {
      await commitCounted(batch, inBatch, inBatch * RECORDS_PER_PART * RECORD_BYTES, usage);
      batch = db.batch();
      inBatch = 0;
    }
  }
  const saved: ScanCursor = { ...cursor, parts, records: records.count };
  batch.set(collection.doc(CURSOR_ID), {
    query: saved.position.query,
    paginationKey: saved.position.paginationKey,
    slot: saved.slot,
    startedAt: saved.startedAt,
    // A u64, beyond a Firestore integer (i64): kept as its decimal string.
    ...(saved.supplyBefore === undefined ? {} : { supplyBefore: saved.supplyBefore.toString() }),
    parts: saved.parts,
    records: saved.records,
  });
  await commitCounted(batch, inBatch + 1, inBatch * RECORDS_PER_PART * RECORD_BYTES + 200, usage);
  return saved;
}

/** Removes a scan's checkpoint (its scan finished, or it is too old to go on from). */
export async function clearScan(
  db: Firestore,
  mint: string,
  parts: number,
  usage: WriteUsage,
): Promise<void> {
  const collection = scanCollection(db, mint);
  const ids = [CURSOR_ID, ...Array.from({ length: parts }, (_, k) => `part-${k}`)];
  for (let i = 0; i < ids.length; i += 400) {
    const batch = db.batch();
    const slice = ids.slice(i, i + 400);
    for (const id of slice) batch.delete(collection.doc(id));
    await commitCounted(batch, slice.length, slice.length * 64, usage);
  }
}
