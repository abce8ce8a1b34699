import { type DocumentData, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ContentKind, HistoryAction, HistoryRecord } from '../contract/content.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { isoTime } from '../platform/iso-time.js';

/** Every kept version of every content entry, one document per change (ADR 17). */
export const HISTORY_COLLECTION = 'contentHistory';

/** Fields the server sets on every write: a change of these alone is not a change of content. */
const AUDIT_FIELDS = new Set(['updatedAt', 'updatedBy', 'updatedByUid', 'lastUpdated']);

/** A short name of an entry, for lists: its title, question, name or note. */
export function titleOf(kind: ContentKind, data: DocumentData | null | undefined): string {
  if (kind === 'privacyPolicy') return 'Privacy policy';
  const value = data?.title ?? data?.question ?? data?.name ?? data?.note;
  return typeof value === 'string' ? value.slice(0, 140) : '';
}

// An absent field, an empty text and an empty map (no translations, ADR 28) read the same to the
// administrator: not a change.
const isEmptyMap = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
const plainValue = (v: unknown) => (v === undefined || v === '' || isEmptyMap(v) ? null : v);
// A map's keys in one order: the translations sent and the ones Firestore gives back may list their
// locales differently.
const sortedKeys = (_key: string, v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v;
const canonical = (v: unknown) => JSON.stringify(plainValue(v), sortedKeys);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Content fields whose values differ between two versions, sorted. */
export function changedFields(before: DocumentData | null, after: DocumentData | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !AUDIT_FIELDS.has(key) && !same(before?.[key], after?.[key])).sort();
}

/** What one change was: the entry, what happened, and its versions on either side. */
export interface Change {
  readonly kind: ContentKind;
  readonly entryId: string;
  readonly action: HistoryAction;
  readonly before: DocumentData | null;
  readonly after: DocumentData | null;
}

/**
 * Adds the change's history record to the transaction, so it commits with the write or not at all.
 * Who is the verified token's uid and e-mail; when is the server clock.
 */
export function recordChange(db: Firestore, tx: Transaction, change: Change, user: VerifiedUser): void {
  tx.create(db.collection(HISTORY_COLLECTION).doc(), {
    kind: change.kind,
    entryId: change.entryId,
    action: change.action,
    title: titleOf(change.kind, change.after ?? change.before),
    changed: changedFields(change.before, change.after),
    before: change.before,
    after: change.after,
    byUid: user.uid,
    byEmail: user.email ?? null,
    at: Timestamp.now(),
  });
}

/** Firestore values as JSON: Timestamps become ISO strings, maps and lists are walked. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof (value as { toDate?: unknown }).toDate === 'function') {
    return isoTime(value) ?? null;
  }
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** A stored record as the admin panel reads it. */
export function toHistoryRecord(id: string, data: DocumentData): HistoryRecord {
  return {
    id,
    kind: data.kind,
    entryId: String(data.entryId ?? ''),
    action: data.action,
    title: typeof data.title === 'string' ? data.title : '',
    at: isoTime(data.at) ?? '',
    byUid: String(data.byUid ?? ''),
    ...(typeof data.byEmail === 'string' ? { byEmail: data.byEmail } : {}),
    changed: Array.isArray(data.changed) ? data.changed.filter((f: unknown) => typeof f === 'string') : [],
    before: (plain(data.before) as Record<string, unknown> | null) ?? null,
    after: (plain(data.after) as Record<string, unknown> | null) ?? null,
  };
}

/** Most records read for one entry; far more than an entry gets edited in its life. */
const ENTRY_HISTORY_READ_MAX = 1000;

/** Newest first. */
const byTimeDesc = (a: HistoryRecord, b: HistoryRecord) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

/** The latest changes of everything, newest first (the dashboard's "Recent changes"). */
export async function recentChanges(db: Firestore, limit: number): Promise<HistoryRecord[]> {
  const snapshot = await db.collection(HISTORY_COLLECTION).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toHistoryRecord(doc.id, doc.data()));
}

/**
 * One entry's versions, newest first. Two equality filters need no composite index; the sort is
 * done here, and the read is bounded.
 */
export async function entryHistory(
  db: Firestore,
  kind: ContentKind,
  entryId: string,
  shown: number,
): Promise<HistoryRecord[]> {
  const snapshot = await db
    .collection(HISTORY_COLLECTION)
    .where('kind', '==', kind)
    .where('entryId', '==', entryId)
    .limit(ENTRY_HISTORY_READ_MAX)
    .get();
  return snapshot.docs
    .map((doc) => toHistoryRecord(doc.id, doc.data()))
    .sort(byTimeDesc)
    .slice(0, shown);
}
