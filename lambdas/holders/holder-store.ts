import bs58 from 'bs58';
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';

/**
 * Where the holder feed keeps its state in Firestore:
 * - `holderFeed/{mint}`: the holder count, when it was measured, and when the mint was imported;
 * - `holderFeed/{mint}/holders/{wallet}`: every wallet known to have held the mint (the marker that
 *   makes recording a new holder idempotent);
 * - `holderFeed/{mint}/snapshot/{n}`: the owners with a positive balance at the last reconciliation,
 *   32 bytes each, so a run reads a few documents instead of one per holder;
 * - `newHolders/{mint}_{wallet}`: the events the page announces.
 */
export const FEED = 'holderFeed';
export const EVENTS = 'newHolders';

/** Where a holder was first learned of. */
export type HolderSource = 'webhook' | 'reconcile' | 'import';

/** gRPC ALREADY_EXISTS: a create() precondition failed because the document is there. */
const ALREADY_EXISTS = 6;
/** Owners per snapshot document: 20,000 × 32 bytes stays well under Firestore's 1 MiB document limit. */
export const SNAPSHOT_CHUNK = 20_000;

export function feedRef(db: Firestore, mint: string): DocumentReference {
  return db.collection(FEED).doc(mint);
}

function holderRef(db: Firestore, mint: string, wallet: string): DocumentReference {
  return feedRef(db, mint).collection('holders').doc(wallet);
}

/** A holder to record, and what made us learn of it. */
export interface NewHolder {
  wallet: string;
  source: Exclude<HolderSource, 'import'>;
  /** When we learned of it: what the page's "new for a minute" window counts from. */
  seenAt: Date;
  /** The transaction that shows it (webhook), when known. */
  signature?: string;
  /** Block time of that transaction. */
  blockTime?: Date;
}

/**
 * Records a wallet as a holder and, in the same commit, its event, both with create(): the
 * commit fails as a whole when the wallet is already known, so a repeated or concurrent delivery,
 * or a reconciliation racing the webhook, never makes a second event. True when this call recorded it.
 */
export async function recordNewHolder(db: Firestore, mint: string, holder: NewHolder): Promise<boolean> {
  const seenAt = Timestamp.fromDate(holder.seenAt);
  const extra = {
    ...(holder.signature ? { signature: holder.signature } : {}),
    ...(holder.blockTime ? { blockTime: Timestamp.fromDate(holder.blockTime) } : {}),
  };
  const batch = db.batch();
  batch.create(holderRef(db, mint, holder.wallet), {
    wallet: holder.wallet,
    firstSeenAt: seenAt,
    source: holder.source,
    ...extra,
  });
  batch.create(db.collection(EVENTS).doc(`${mint}_${holder.wallet}`), {
    wallet: holder.wallet,
    mint,
    seenAt,
    source: holder.source,
    ...extra,
  });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Marks wallets as known without events (the import), in commits of 400; safe to repeat. */
export async function markKnown(
  db: Firestore,
  mint: string,
  wallets: readonly string[],
  at: Date,
): Promise<void> {
  const knownSince = Timestamp.fromDate(at);
  for (let i = 0; i < wallets.length; i += 400) {
    const batch = db.batch();
    for (const wallet of wallets.slice(i, i + 400)) {
      // merge: a wallet the webhook recorded keeps its first-seen time and source.
      batch.set(holderRef(db, mint, wallet), { wallet, knownSince }, { merge: true });
    }
    await batch.commit();
  }
}

/** The feed's state document: undefined fields until the first run. */
export interface FeedState {
  importedAt?: Date;
  count?: number;
  measuredAt?: Date;
  snapshotChunks: number;
}

export async function readFeedState(db: Firestore, mint: string): Promise<FeedState> {
  const doc = await feedRef(db, mint).get();
  const date = (name: string) => (doc.get(name) as Timestamp | undefined)?.toDate();
  const count = doc.get('count');
  return {
    importedAt: date('importedAt'),
    measuredAt: date('measuredAt'),
    count: typeof count === 'number' ? count : undefined,
    snapshotChunks: Number(doc.get('snapshotChunks') ?? 0),
  };
}

/** The owners recorded by the last reconciliation. */
export async function readSnapshot(db: Firestore, mint: string, chunks: number): Promise<Set<string>> {
  const owners = new Set<string>();
  if (chunks === 0) return owners;
  const refs = Array.from({ length: chunks }, (_, i) =>
    feedRef(db, mint).collection('snapshot').doc(String(i)),
  );
  for (const doc of await db.getAll(...refs)) {
    const bytes = doc.get('owners') as Buffer | Uint8Array | undefined;
    if (!bytes) continue;
    for (let at = 0; at + 32 <= bytes.length; at += 32) owners.add(bs58.encode(bytes.subarray(at, at + 32)));
  }
  return owners;
}

/**
 * Writes the count and the owners' snapshot in one commit, so a reader never sees a count from
 * one run with a snapshot from another.
 */
export async function saveMeasurement(
  db: Firestore,
  mint: string,
  owners: readonly string[],
  at: Date,
  previousChunks: number,
  imported: boolean,
): Promise<void> {
  const batch = db.batch();
  const chunks = Math.ceil(owners.length / SNAPSHOT_CHUNK);
  for (let i = 0; i < chunks; i++) {
    const slice = owners.slice(i * SNAPSHOT_CHUNK, (i + 1) * SNAPSHOT_CHUNK);
    const bytes = Buffer.concat(slice.map((owner) => Buffer.from(bs58.decode(owner))));
    batch.set(feedRef(db, mint).collection('snapshot').doc(String(i)), { owners: bytes, size: slice.length });
  }
  for (let i = chunks; i < previousChunks; i++)
    batch.delete(feedRef(db, mint).collection('snapshot').doc(String(i)));
  const measuredAt = Timestamp.fromDate(at);
  batch.set(
    feedRef(db, mint),
    {
      mint,
      count: owners.length,
      measuredAt,
      snapshotChunks: chunks,
      ...(imported ? { importedAt: measuredAt } : {}),
    },
    { merge: true },
  );
  await batch.commit();
}
