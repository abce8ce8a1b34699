import bs58 from 'bs58';
import type { Firestore } from 'firebase-admin/firestore';
import { compareKeys, type Holders, hasKey, indexOfKey, KEY_BYTES, mergeKeys } from './holder-set.js';
import { feedRef, recordNewcomers } from './holder-store.js';
import {
  CHUNK_FILL,
  CHUNK_MAX,
  commitCounted,
  deleteChunks,
  digestKeys,
  type KnownChunk,
  type KnownManifest,
  MANIFEST_ID,
  manifestBytes,
  manifestFields,
  snapshotCollection,
  type WriteUsage,
  writeChunks,
} from './known-store.js';
import type { NewcomerCheck } from './newcomer-check.js';
import type { ReconcileOptions } from './reconcile-options.js';

// The reconciler's side of the known-set store: merging one run's holders into it.

/** Changed chunks handled between two checkpoints (a few megabytes of keys). */
const CHUNKS_PER_CHECKPOINT = 32;

/** What a merge needs: the run's options, its holders, the known set's manifest and the run's bookkeeping. */
export interface MergeContext extends ReconcileOptions {
  now: Date;
  importing: boolean;
  holders: Holders;
  manifest: KnownManifest;
  run: { id: string; seq: number };
  usage: WriteUsage;
  feedFields: Record<string, unknown>;
  /** Fields stored with the last checkpoint only, once the whole merge is done (the slot read from). */
  finalFields?: Record<string, unknown>;
  started: number;
  /**
   * True when `holders` are only some of the holders (an incremental run's changed accounts): only the
   * ranges they fall in are read, and the chunks written get a digest no range has, so the next full
   * scan checks them.
   */
  partial?: boolean;
  /** Newcomers this run may still announce; the others become known without a banner. */
  announceLeft: number;
  /** The second provider's check of the newcomers, when there is one (ADR 35). */
  newcomers?: NewcomerCheck;
  /**
   * True when the second provider's own count agreed with this full scan's: the count stands at once,
   * less only the newcomers it refuted; those held back for the next runs' checks are counted, though
   * neither announced nor made known yet (ADR 35, "Amendment: agreement counts at once").
   */
  countHeldBack?: boolean;
}

/** A digest no range of holders has: the next full scan reads the chunk again. */
const UNKNOWN_DIGEST = Buffer.alloc(16);

/** A chunk whose range's holders changed since the last run. */
interface ChangedChunk {
  index: number;
  /** The current holders in its range. */
  current: Buffer;
  digest: Buffer;
}

/**
 * Merges a run's holders into the known set, chunk range by chunk range: only the ranges whose digest
 * changed are read; newcomers are recorded as new holders (unless importing) before the manifest that
 * makes them known is committed, checkpoint by checkpoint, so a run cut short is completed by the next.
 */
export async function mergeIntoKnown(context: MergeContext) {
  const { db, mint, holders, usage } = context;
  const chunks = context.manifest.chunks;
  // Which chunk ranges changed: a digest of their current holders, compared with the last run's.
  const changed: ChangedChunk[] = [];
  let from = 0;
  for (let j = 0; j < chunks.length; j++) {
    const next = chunks[j + 1];
    let to = from;
    if (!next) to = holders.count;
    else
      while (
        to < holders.count &&
        next.first.compare(holders.owners, to * KEY_BYTES, (to + 1) * KEY_BYTES) > 0
      )
        to++;
    const current = holders.owners.subarray(from * KEY_BYTES, to * KEY_BYTES);
    if (context.partial) {
      if (current.length > 0) changed.push({ index: j, current, digest: UNKNOWN_DIGEST });
    } else {
      const digest = digestKeys(current);
      if (!digest.equals((chunks[j] as KnownChunk).digest)) changed.push({ index: j, current, digest });
    }
    from = to;
  }

  const announced: string[] = [];
  let newcomers = 0;
  let excluded = 0;
  // The newcomers left out, sorted: the statistics leave them out too (ADR 35).
  const unbelieved: Buffer[] = [];
  let manifest = context.manifest;
  const fill = context.layout?.chunkFill ?? CHUNK_FILL;
  const max = context.layout?.chunkMax ?? CHUNK_MAX;
  const perCheckpoint = context.layout?.chunksPerCheckpoint ?? CHUNKS_PER_CHECKPOINT;
  for (let g = 0; g < changed.length; g += perCheckpoint) {
    const group = changed.slice(g, g + perCheckpoint);
    const docs = await db.getAll(
      ...group.map((c) => snapshotCollection(db, mint).doc((manifest.chunks[c.index] as KnownChunk).id)),
    );
    const replacements = new Map<number, KnownChunk[]>();
    const pieces: { index: number; keys: Buffer; digest: Buffer }[] = [];
    const found = group.map((c, k) => {
      const known = docs[k]?.get('owners') as Buffer | undefined;
      if (!known)
        throw new Error(`Known-holder chunk ${(manifest.chunks[c.index] as KnownChunk).id} is missing`);
      return { c, known, added: difference(c.current, known) };
    });
    // The second provider is asked about the group's newcomers first (ADR 35): those it does not
    // confirm are neither announced, nor made known, nor counted.
    let believed: Buffer | undefined;
    if (context.newcomers && !context.importing) {
      const all = Buffer.concat(found.map((f) => f.added));
      const refutedBefore = context.newcomers.tally.unconfirmed;
      believed = await context.newcomers.check(all, (key) => {
        const i = indexOfKey(holders.owners, key);
        return i < 0 ? undefined : holders.accountOf?.(i);
      });
      excluded += context.countHeldBack
        ? context.newcomers.tally.unconfirmed - refutedBefore
        : (all.length - believed.length) / KEY_BYTES;
      if (believed.length < all.length) unbelieved.push(difference(all, believed));
    }
    const fresh: Buffer[] = [];
    for (const { c, known, added: seen } of found) {
      const added = believed ? keep(seen, believed) : seen;
      // A range with newcomers left out keeps no digest: the next full scan reads it and asks again.
      const doubted = added.length < seen.length;
      if (added.length === 0) {
        // Same known wallets (someone sold out, or came back): only the digest moves on.
        if (!context.partial)
          replacements.set(c.index, [
            { ...(manifest.chunks[c.index] as KnownChunk), digest: doubted ? UNKNOWN_DIGEST : c.digest },
          ]);
        continue;
      }
      fresh.push(added);
      const merged = mergeKeys(known, added);
      const parts = merged.length / KEY_BYTES > max ? split(merged, fill) : [merged];
      for (const [p, keys] of parts.entries()) {
        // Each part's digest covers the current holders between its first key and the next part's.
        const next = parts[p + 1];
        const mine =
          p === 0 && parts.length === 1 ? c.current : currentWithin(c.current, keys, next, p === 0);
        pieces.push({
          index: c.index,
          keys,
          digest: context.partial || doubted ? UNKNOWN_DIGEST : digestKeys(mine),
        });
      }
    }
    const added = Buffer.concat(fresh);
    newcomers += added.length / KEY_BYTES;
    // At most announceLeft newcomers get a banner; the rest become known with the chunks, silently.
    const toAnnounce = Math.min(added.length / KEY_BYTES, context.announceLeft);
    if (!context.importing && toAnnounce > 0) {
      const wallets = Array.from({ length: toAnnounce }, (_, i) =>
        bs58.encode(added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES)),
      );
      // A loop, not push(...): a spread of 150,000 arguments overflows the stack.
      for (const wallet of await recordNewcomers(db, mint, wallets, context.now, usage))
        announced.push(wallet);
      context.announceLeft -= toAnnounce;
    }
    const written = await writeChunks(db, mint, pieces, context.run, usage);
    written.forEach((chunk, k) => {
      const index = (pieces[k] as { index: number }).index;
      replacements.set(index, [...(replacements.get(index) ?? []), chunk]);
    });
    const replaced = [...replacements.keys()]
      .filter((index) => pieces.some((p) => p.index === index))
      .map((index) => (manifest.chunks[index] as KnownChunk).id);
    manifest = {
      chunks: manifest.chunks.flatMap((chunk, index) => replacements.get(index) ?? [chunk]),
    };
    // Indices of the later groups refer to the manifest as it was: keep them valid.
    const shift = new Map<number, number>();
    let offset = 0;
    for (let index = 0; index < context.manifest.chunks.length; index++) {
      shift.set(index, index + offset);
      offset += (replacements.get(index)?.length ?? 1) - 1;
    }
    for (const c of changed.slice(g + perCheckpoint)) c.index = shift.get(c.index) as number;
    context.manifest = manifest;
    const remaining = g + perCheckpoint < changed.length;
    const fields = remaining ? context.feedFields : { ...context.feedFields, ...context.finalFields };
    await commitManifest(db, mint, manifest, lessCounted(fields, excluded), usage);
    await deleteChunks(db, mint, replaced, usage);
    if (remaining && context.budgetMs !== undefined && Date.now() - context.started > context.budgetMs) {
      return { announced, newcomers, excluded, unconfirmed: Buffer.concat(unbelieved), complete: false };
    }
  }
  if (changed.length === 0)
    await commitManifest(db, mint, undefined, { ...context.feedFields, ...context.finalFields }, usage);
  return { announced, newcomers, excluded, unconfirmed: Buffer.concat(unbelieved), complete: true };
}

/** A full scan's stored count without the newcomers the second provider did not count (ADR 35). */
function lessCounted(fields: Record<string, unknown>, excluded: number): Record<string, unknown> {
  return typeof fields.count === 'number' && excluded > 0
    ? { ...fields, count: fields.count - excluded }
    : fields;
}

/** The keys of sorted `keys` that are also in sorted `believed`. */
function keep(keys: Buffer, believed: Buffer): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; i < keys.length / KEY_BYTES; i++) {
    const key = keys.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
    if (hasKey(believed, key)) out.push(key);
  }
  return Buffer.concat(out);
}

/** The current holders between `keys`' first key (or the range's start) and `next`'s first key. */
function currentWithin(current: Buffer, keys: Buffer, next: Buffer | undefined, first: boolean): Buffer {
  const n = current.length / KEY_BYTES;
  let from = 0;
  if (!first) while (from < n && compareKeys(current, from, keys, 0) < 0) from++;
  let to = from;
  if (!next) to = n;
  else while (to < n && compareKeys(current, to, next, 0) < 0) to++;
  return current.subarray(from * KEY_BYTES, to * KEY_BYTES);
}

/** Switches the manifest and stores the count in one commit: a reader never sees one without the other. */
export async function commitManifest(
  db: Firestore,
  mint: string,
  manifest: KnownManifest | undefined,
  feedFields: Record<string, unknown>,
  usage: WriteUsage,
): Promise<void> {
  const batch = db.batch();
  batch.set(feedRef(db, mint), feedFields, { merge: true });
  if (manifest) batch.set(snapshotCollection(db, mint).doc(MANIFEST_ID), manifestFields(manifest));
  await commitCounted(batch, manifest ? 2 : 1, 200 + (manifest ? manifestBytes(manifest) : 0), usage);
}

/** The keys of sorted `a` that sorted `b` lacks. */
function difference(a: Buffer, b: Buffer): Buffer {
  const na = a.length / KEY_BYTES;
  const nb = b.length / KEY_BYTES;
  const out: Buffer[] = [];
  let j = 0;
  for (let i = 0; i < na; i++) {
    while (j < nb && compareKeys(b, j, a, i) < 0) j++;
    if (j < nb && compareKeys(b, j, a, i) === 0) continue;
    out.push(a.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES));
  }
  return Buffer.concat(out);
}

/** `keys` in parts of `per` keys each (the last may be shorter). */
export function split(keys: Buffer, per: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < keys.length; at += per * KEY_BYTES)
    parts.push(keys.subarray(at, at + per * KEY_BYTES));
  return parts;
}
