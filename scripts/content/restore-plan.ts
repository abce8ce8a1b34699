import type { Firestore } from 'firebase-admin/firestore';
import {
  type BackupCollection,
  type BackupCollections,
  type BackupEntry,
  heldCollections,
} from '../../lambdas/backups/backup-document.js';
import { canonicalJson, decodeFields } from '../../lambdas/backups/field-codec.js';

/** One entry's change. */
export interface EntryChange {
  readonly id: string;
  readonly title: string;
  /** For a changed entry, the fields that differ. */
  readonly fields?: string[];
}

export interface CollectionDiff {
  readonly added: EntryChange[];
  readonly changed: EntryChange[];
  readonly removed: EntryChange[];
  unchanged: number;
}

/** Per collection the file holds (a version 1 file: no history, no bin; a version 2 file: no notes; what a file lacks is left as it is). */
export type RestoreDiff = Partial<Record<BackupCollection, CollectionDiff>>;

function titleOf(entry: BackupEntry): string {
  const { title, question, name } = entry.fields;
  const text = [title, question, name].find((v) => typeof v === 'string');
  return typeof text === 'string' ? text : '';
}

/** What a restore changes, per collection, by id: `current` is the database, `backup` the file. */
export function diffContent(current: BackupCollections, backup: Partial<BackupCollections>): RestoreDiff {
  const diff: RestoreDiff = {};
  for (const collection of heldCollections(backup)) {
    const now = new Map(current[collection].map((e) => [e.id, e]));
    const wanted = new Map((backup[collection] ?? []).map((e) => [e.id, e]));
    const result: CollectionDiff = { added: [], changed: [], removed: [], unchanged: 0 };
    for (const [id, entry] of wanted) {
      const existing = now.get(id);
      if (!existing) {
        result.added.push({ id, title: titleOf(entry) });
        continue;
      }
      const keys = new Set([...Object.keys(entry.fields), ...Object.keys(existing.fields)]);
      const text = (e: BackupEntry, k: string) => (k in e.fields ? canonicalJson(e.fields[k]) : undefined);
      const fields = [...keys].filter((k) => text(entry, k) !== text(existing, k)).sort();
      if (fields.length > 0) result.changed.push({ id, title: titleOf(entry), fields });
      else result.unchanged += 1;
    }
    for (const [id, entry] of now) if (!wanted.has(id)) result.removed.push({ id, title: titleOf(entry) });
    diff[collection] = result;
  }
  return diff;
}

/** True when the restore would change nothing. */
export function isEmptyDiff(diff: RestoreDiff): boolean {
  return Object.values(diff).every((d) => d.added.length + d.changed.length + d.removed.length === 0);
}

/** The diff as a person reads it: one summary line per collection, then one line per entry. */
export function formatDiff(diff: RestoreDiff): string {
  const lines: string[] = [];
  for (const [collection, d] of Object.entries(diff)) {
    lines.push(
      `${collection}: ${d.added.length} added, ${d.changed.length} changed, ${d.removed.length} removed, ${d.unchanged} unchanged`,
    );
    const show = (mark: string, e: EntryChange) =>
      lines.push(
        `  ${mark} ${e.id}  ${JSON.stringify(e.title)}${e.fields ? `  (${e.fields.join(', ')})` : ''}`,
      );
    for (const e of d.added) show('+', e);
    for (const e of d.changed) show('~', e);
    for (const e of d.removed) show('-', e);
  }
  return lines.join('\n');
}

/** Most writes in one Firestore batch is 500; fewer keeps each commit small. */
const BATCH_SIZE = 200;

/**
 * Writes the difference in batches: added and changed entries are replaced whole by the backup's
 * fields (so no field survives that the backup lacks), removed ones deleted. Batches commit one
 * after another; running the same restore again finishes an interrupted one.
 */
export async function applyRestore(
  db: Firestore,
  backup: Partial<BackupCollections>,
  diff: RestoreDiff,
): Promise<{ writes: number; batches: number }> {
  const operations: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  for (const collection of heldCollections(backup)) {
    const byId = new Map((backup[collection] ?? []).map((e) => [e.id, e]));
    const changes = diff[collection] ?? { added: [], changed: [], removed: [] };
    for (const { id } of [...changes.added, ...changes.changed]) {
      const entry = byId.get(id) as BackupEntry;
      operations.push((batch) => batch.set(db.collection(collection).doc(id), decodeFields(entry.fields)));
    }
    for (const { id } of changes.removed) {
      operations.push((batch) => batch.delete(db.collection(collection).doc(id)));
    }
  }
  let batches = 0;
  for (let start = 0; start < operations.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const operation of operations.slice(start, start + BATCH_SIZE)) operation(batch);
    await batch.commit();
    batches += 1;
  }
  return { writes: operations.length, batches };
}
