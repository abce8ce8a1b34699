import { z } from 'zod';

/**
 * Version of the backup file's format; a restore refuses files written by a newer version.
 * 2 added the history and the bin, 3 the notes on the donation wallet's outflows, 4 the
 * announcements (behaviour §14); older files still restore (what they hold).
 */
export const BACKUP_SCHEMA_VERSION = 4;

/** The collections a version 1 file holds. */
export const V1_COLLECTIONS = ['donations', 'roadmap', 'faq', 'chartLinks', 'privacyPolicy'] as const;

/** Every collection a backup holds, as named in Firestore: the content, its history and the bin. */
export const BACKUP_COLLECTIONS = [
  ...V1_COLLECTIONS,
  'contentHistory',
  'contentBin',
  'ledgerNotes',
  'announcements',
] as const;
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number];

/** Of the privacyPolicy collection only this document is content (behaviour §3). */
export const PRIVACY_POLICY_DOC_ID = 'current';

/** Why a backup was written: the daily schedule, a change seen after admin writes, or by hand. */
export const BACKUP_REASONS = ['daily', 'changed', 'manual'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** A Firestore Timestamp, kept exactly (Firestore stores nanoseconds; an ISO string would lose them). */
export interface EncodedTimestamp {
  $timestamp: { seconds: number; nanoseconds: number };
}

/** A field value as written to the file: JSON, with Timestamps tagged. */
export type EncodedValue =
  | string
  | number
  | boolean
  | null
  | EncodedTimestamp
  | EncodedValue[]
  | { [key: string]: EncodedValue };

const timestamp = z.strictObject({
  $timestamp: z.strictObject({
    seconds: z.int().min(-62_135_596_800).max(253_402_300_799),
    nanoseconds: z.int().min(0).max(999_999_999),
  }),
});

export const encodedValue: z.ZodType<EncodedValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number().refine(Number.isFinite, 'must be a finite number'),
    z.boolean(),
    z.null(),
    timestamp,
    z.array(encodedValue),
    z.record(
      z.string().refine((key) => !key.startsWith('$'), 'field names starting with $ are reserved'),
      encodedValue,
    ),
  ]),
);

/** A Firestore document id: what Firestore accepts and a path segment can carry. */
const documentId = z
  .string()
  .min(1)
  .max(1500)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), {
    message: 'is not a valid document id',
  });

export const backupEntry = z.strictObject({
  id: documentId,
  fields: z.record(z.string(), encodedValue),
});
export type BackupEntry = z.infer<typeof backupEntry>;

const entries = z.array(backupEntry).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const [index, entry] of list.entries()) {
    if (seen.has(entry.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id ${entry.id}` });
    seen.add(entry.id);
  }
});

export type BackupCollections = Record<BackupCollection, BackupEntry[]>;

const v1Collections = {
  donations: entries,
  roadmap: entries,
  faq: entries,
  chartLinks: entries,
  privacyPolicy: entries.refine((list) => list.every((e) => e.id === PRIVACY_POLICY_DOC_ID), {
    message: `holds only the "${PRIVACY_POLICY_DOC_ID}" document`,
  }),
};

const header = {
  exportedAt: z.iso.datetime(),
  projectId: z.string().min(1),
  reason: z.enum(BACKUP_REASONS),
  /** SHA-256 of the collections' canonical JSON: how the next run sees whether anything changed. */
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/),
};

/** The whole backup file. Checked before every upload, and again before every restore. */
export const backupDocument = z.discriminatedUnion('schemaVersion', [
  z.strictObject({ schemaVersion: z.literal(1), ...header, collections: z.strictObject(v1Collections) }),
  z.strictObject({
    schemaVersion: z.literal(2),
    ...header,
    collections: z.strictObject({ ...v1Collections, contentHistory: entries, contentBin: entries }),
  }),
  z.strictObject({
    schemaVersion: z.literal(3),
    ...header,
    collections: z.strictObject({
      ...v1Collections,
      contentHistory: entries,
      contentBin: entries,
      ledgerNotes: entries,
    }),
  }),
  z.strictObject({
    schemaVersion: z.literal(BACKUP_SCHEMA_VERSION),
    ...header,
    collections: z.strictObject({
      ...v1Collections,
      contentHistory: entries,
      contentBin: entries,
      ledgerNotes: entries,
      announcements: entries,
    }),
  }),
]);
export type BackupDocument = z.infer<typeof backupDocument>;

/** The collections a backup file holds (a version 1 file has no history and no bin, a version 2 no notes, a version 3 no announcements). */
export function heldCollections(collections: Partial<BackupCollections>): BackupCollection[] {
  return BACKUP_COLLECTIONS.filter((name) => name in collections);
}

/** How many entries each collection of a file holds. */
export function collectionCounts(collections: Partial<BackupCollections>): Record<string, number> {
  return Object.fromEntries(heldCollections(collections).map((c) => [c, collections[c]?.length ?? 0]));
}

/** Only the `names` collections of `all`: what a file that holds those is compared with. */
export function pickCollections(
  all: BackupCollections,
  names: readonly BackupCollection[],
): Partial<BackupCollections> {
  return Object.fromEntries(names.map((name) => [name, all[name]]));
}

/** Prefix of the timestamped backups; `latest.json` beside it is the newest one. */
export const HISTORY_PREFIX = 'backups/';
export const LATEST_KEY = 'latest.json';

/**
 * The key of a backup: fixed-width UTC time first, so keys sort by time
 * (`backups/2026-11-23T04-20-00-123Z-daily.json`; no colons, so a downloaded file keeps its name).
 */
export function historyKey(exportedAt: Date, reason: BackupReason): string {
  return `${HISTORY_PREFIX}${exportedAt.toISOString().replace(/[:.]/g, '-')}-${reason}.json`;
}

/** One line per problem, each naming where it is (`collections.faq[2].fields.answer: ...`). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
      .join('');
    return `${path || '(file)'}: ${issue.message}`;
  });
}
