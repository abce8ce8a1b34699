import { createHash, randomBytes } from 'node:crypto';
import type { CollectionReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { FEED } from './feed-state.js';
import { hasKey, KEY_BYTES } from './holder-set.js';

/**
 * Every wallet ever known to have held the mint, kept compactly in Firestore under
 * `holderFeed/{mint}/snapshot/`:
 * - `manifest`: the chunks in key order: their ids, first keys (32 bytes each), sizes, and a
 *   16-byte digest of the current holders in each chunk's key range at the last run (a chunk whose
 *   range did not change is not read again);
 * - `{id}`: one chunk, `owners` = its keys sorted and concatenated. Chunks are never changed in
 *   place: a run writes new ones, then switches the manifest in one commit, then deletes the old.
 * Sizes are chosen for Firestore's limits (1 MiB a document, 10 MiB a request) and the emulator's
 * 4 MiB gRPC message.
 */
export const CHUNK_FILL = 4096;
/** A chunk that grows past this is split: 8,192 × 32 bytes = 256 KiB, a quarter of a document's limit. */
export const CHUNK_MAX = 8192;
/** Chunk bytes in one commit. */
const COMMIT_BYTES = 3 * 1024 * 1024;
/** Deletes per commit (Firestore takes 500 writes a commit). */
const DELETES_PER_COMMIT = 400;
const DIGEST_BYTES = 16;
/** Lambda's longest run (15 minutes): a run started before that is over. */
const LONGEST_RUN_MS = 15 * 60 * 1000;
export const MANIFEST_ID = 'manifest';

export interface KnownChunk {
  id: string;
  /** Its first key: the chunk covers keys from this one to the next chunk's first. */
  first: Buffer;
  size: number;
  /** Digest of the current holders in the chunk's range at the last run. */
  digest: Buffer;
}

export interface KnownManifest {
  chunks: KnownChunk[];
  /** A run that wrote chunks and has not switched the manifest yet (it may have died). */
  openRun?: string;
}

/** What the store wrote, for the run's report and the benchmark. */
export interface WriteUsage {
  writes: number;
  commits: number;
  largestCommitBytes: number;
}

export function newUsage(): WriteUsage {
  return { writes: 0, commits: 0, largestCommitBytes: 0 };
}

export function snapshotCollection(db: Firestore, mint: string): CollectionReference {
  return db.collection(FEED).doc(mint).collection('snapshot');
}

/** Commits a batch and counts it; `bytes` is the payload it carries (an estimate: fields, not framing). */
export async function commitCounted(
  batch: WriteBatch,
  writes: number,
  bytes: number,
  usage: WriteUsage,
): Promise<void> {
  await batch.commit();
  usage.writes += writes;
  usage.commits += 1;
  usage.largestCommitBytes = Math.max(usage.largestCommitBytes, bytes);
}

/** The snapshot collection for reading: the webhook reads it over REST, the reconciler with firebase-admin. */
function snapshotToRead(db: ReadDatabase, mint: string) {
  return db.collection(FEED).doc(mint).collection('snapshot');
}

/** Reads of the known set by this instance: a delivery's are checked by the tests (one manifest, each chunk once). */
export const knownSetReads = { manifests: 0, chunks: new Map<string, number>() };

export async function readManifest(db: ReadDatabase, mint: string): Promise<KnownManifest> {
  knownSetReads.manifests += 1;
  const doc = await snapshotToRead(db, mint).doc(MANIFEST_ID).get();
  const ids = (doc.get('ids') as string[] | undefined) ?? [];
  const firsts = doc.get('firsts') as Buffer | undefined;
  const digests = doc.get('digests') as Buffer | undefined;
  const sizes = (doc.get('sizes') as number[] | undefined) ?? [];
  const openRun = doc.get('openRun') as string | undefined | null;
  const chunks = ids.map((id, i) => ({
    id,
    first: Buffer.from((firsts as Buffer).subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES)),
    size: sizes[i] as number,
    digest: Buffer.from((digests as Buffer).subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES)),
  }));
  return { chunks, ...(openRun ? { openRun } : {}) };
}

/** The manifest's fields (a `set` of the whole document). */
export function manifestFields(manifest: KnownManifest): Record<string, unknown> {
  return {
    ids: manifest.chunks.map((c) => c.id),
    firsts: Buffer.concat(manifest.chunks.map((c) => c.first)),
    sizes: manifest.chunks.map((c) => c.size),
    digests: Buffer.concat(manifest.chunks.map((c) => c.digest)),
    known: manifest.chunks.reduce((sum, c) => sum + c.size, 0),
    openRun: manifest.openRun ?? null,
  };
}

/** Approximate bytes of the manifest document. */
export function manifestBytes(manifest: KnownManifest): number {
  return manifest.chunks.reduce((sum, c) => sum + c.id.length + 8 + KEY_BYTES + DIGEST_BYTES + 8, 100);
}

export async function readChunk(db: ReadDatabase, mint: string, id: string): Promise<Buffer> {
  knownSetReads.chunks.set(id, (knownSetReads.chunks.get(id) ?? 0) + 1);
  const doc = await snapshotToRead(db, mint).doc(id).get();
  const owners = doc.get('owners') as Buffer | undefined;
  if (!owners) throw new Error(`Known-holder chunk ${id} is missing`);
  return owners;
}

/** Index of the chunk whose range holds `key` (binary search on the first keys). */
export function chunkIndexFor(chunks: readonly KnownChunk[], key: Buffer): number {
  let low = 0;
  let high = chunks.length - 1;
  let found = 0;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((chunks[mid] as KnownChunk).first.compare(key) <= 0) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The digest of sorted keys (a chunk range's current holders). */
export function digestKeys(keys: Buffer): Buffer {
  return createHash('sha256').update(keys).digest().subarray(0, DIGEST_BYTES);
}

/** A run's id: chunk ids start with it, so what a dead run left behind can be found and removed. */
export function newRunId(at: Date): string {
  return `${at.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * Writes new chunks, a few per commit (each under the commit size), and returns their manifest
 * entries. The first commit also marks the run as open in the manifest.
 */
export async function writeChunks(
  db: Firestore,
  mint: string,
  pieces: readonly { keys: Buffer; digest: Buffer }[],
  run: { id: string; seq: number },
  usage: WriteUsage,
): Promise<KnownChunk[]> {
  const collection = snapshotCollection(db, mint);
  const written: KnownChunk[] = [];
  let batch = db.batch();
  let writes = 0;
  let bytes = 0;
  let marked = false;
  const flush = async () => {
    if (writes === 0) return;
    if (!marked) {
      batch.set(collection.doc(MANIFEST_ID), { openRun: run.id }, { merge: true });
      writes += 1;
      marked = true;
    }
    await commitCounted(batch, writes, bytes, usage);
    batch = db.batch();
    writes = 0;
    bytes = 0;
  };
  for (const piece of pieces) {
    if (bytes + piece.keys.length > COMMIT_BYTES) await flush();
    const id = `${run.id}-${(run.seq++).toString(36)}`;
    const size = piece.keys.length / KEY_BYTES;
    batch.set(collection.doc(id), { owners: piece.keys, size });
    writes += 1;
    bytes += piece.keys.length + 64;
    written.push({ id, first: Buffer.from(piece.keys.subarray(0, KEY_BYTES)), size, digest: piece.digest });
  }
  await flush();
  return written;
}

/** Deletes chunk documents that no manifest refers to any more. */
export async function deleteChunks(
  db: Firestore,
  mint: string,
  ids: readonly string[],
  usage: WriteUsage,
): Promise<void> {
  const collection = snapshotCollection(db, mint);
  for (let i = 0; i < ids.length; i += DELETES_PER_COMMIT) {
    const batch = db.batch();
    const slice = ids.slice(i, i + DELETES_PER_COMMIT);
    for (const id of slice) batch.delete(collection.doc(id));
    await commitCounted(batch, slice.length, slice.length * 64, usage);
  }
}

/** The chunks a run that died left behind: its ids that the manifest does not list. */
export async function orphanChunks(
  db: Firestore,
  mint: string,
  manifest: KnownManifest,
  now: Date,
): Promise<string[]> {
  if (!manifest.openRun) return [];
  // A run id starts with its start time: one younger than the longest Lambda run may still be alive.
  const startedAt = Number.parseInt(manifest.openRun.slice(0, -6), 36);
  if (!(now.getTime() - startedAt > LONGEST_RUN_MS)) return [];
  const listed = new Set(manifest.chunks.map((c) => c.id));
  // A few hundred chunk ids at most, read without their fields; only after a run died.
  const found = await snapshotCollection(db, mint).select().get();
  return found.docs.map((d) => d.id).filter((id) => id.startsWith(`${manifest.openRun}-`) && !listed.has(id));
}

/** Chunks kept per function instance for the webhook's lookups (chunks never change, so never stale). */
const chunkCache = new Map<string, Buffer>();
const CACHED_CHUNKS = 16;

/** Asks whether wallets are in the known set, against one reading of its manifest. */
export interface KnownSetLookup {
  has(wallet: Buffer): Promise<boolean>;
}

/**
 * Reads the manifest once (a webhook delivery reads it once, whatever its number of wallets); each
 * chunk is then read once: from this instance's cache, or by the one read in flight that every
 * wallet of the same chunk waits for (an airdrop's wallets all start at once).
 */
export async function knownSetLookup(db: ReadDatabase, mint: string): Promise<KnownSetLookup> {
  const manifest = await readManifest(db, mint);
  const inFlight = new Map<string, Promise<Buffer>>();
  return {
    async has(wallet) {
      if (manifest.chunks.length === 0) return false;
      const chunk = manifest.chunks[chunkIndexFor(manifest.chunks, wallet)] as KnownChunk;
      const cacheKey = `${mint}/${chunk.id}`;
      let keys = chunkCache.get(cacheKey);
      if (!keys) {
        let pending = inFlight.get(cacheKey);
        if (!pending) {
          pending = readChunk(db, mint, chunk.id).then((read) => {
            if (chunkCache.size >= CACHED_CHUNKS) chunkCache.delete(chunkCache.keys().next().value as string);
            chunkCache.set(cacheKey, read);
            return read;
          });
          inFlight.set(cacheKey, pending);
        }
        keys = await pending;
      }
      return hasKey(keys, wallet);
    },
  };
}

/** True when `wallet` (32 bytes) is in the known set: one manifest read, and its chunk's. */
export async function isKnownKey(db: ReadDatabase, mint: string, wallet: Buffer): Promise<boolean> {
  return (await knownSetLookup(db, mint)).has(wallet);
}

/** Every key of the known set, in order (tests, and tools on small mints: it reads every chunk). */
export async function readAllKnownKeys(db: ReadDatabase, mint: string): Promise<Buffer> {
  const manifest = await readManifest(db, mint);
  const chunks = await Promise.all(manifest.chunks.map((c) => readChunk(db, mint, c.id)));
  return Buffer.concat(chunks);
}
