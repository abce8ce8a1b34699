import type { Firestore } from 'firebase-admin/firestore';
import { logger } from '../platform/observability/logger.js';
import {
  BACKUP_SCHEMA_VERSION,
  type BackupCollections,
  type BackupDocument,
  type BackupReason,
  collectionCounts,
} from './backup-document.js';
import { BackupError, type BackupStore, latestContentHash, uploadBackup } from './backup-store.js';
import { contentHash } from './field-codec.js';
import { readContent } from './read-content.js';

/** What one run does: `always` writes a backup (daily, by hand); `if-changed` only when content changed. */
export type BackupMode = 'always' | 'if-changed';

export interface BackupRunOptions {
  readonly db: Firestore;
  readonly store: BackupStore;
  readonly projectId: string;
  readonly mode: BackupMode;
  readonly reason: BackupReason;
  readonly now?: () => Date;
  /** Log a line when nothing changed (default true; the local stack's frequent checks stay quiet). */
  readonly logUnchanged?: boolean;
}

export type BackupOutcome =
  | {
      exported: true;
      key: string;
      bytes: number;
      contentSha256: string;
      counts: Record<string, number>;
      ms: number;
    }
  | { exported: false; contentSha256: string; ms: number };

/** Builds the backup document from the live content. */
export async function buildBackup(
  db: Firestore,
  projectId: string,
  reason: BackupReason,
  now: Date = new Date(),
): Promise<BackupDocument> {
  let collections: BackupCollections;
  try {
    collections = await readContent(db);
  } catch (error) {
    if (error instanceof Error && error.name === 'UnsupportedValueError')
      throw new BackupError('read', error.message);
    throw new BackupError('read', `Reading the content from Firestore failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    schemaVersion: BACKUP_SCHEMA_VERSION as 4,
    exportedAt: now.toISOString(),
    projectId,
    reason,
    contentSha256: contentHash(collections),
    collections,
  };
}

/**
 * One backup run: read everything, and upload unless `if-changed` finds the newest backup holds the
 * same content. Logs one JSON line either way; on failure logs what and why, then throws.
 */
export async function runBackup(options: BackupRunOptions): Promise<BackupOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const document = await buildBackup(options.db, options.projectId, options.reason, options.now?.());
    if (
      options.mode === 'if-changed' &&
      (await latestContentHash(options.store)) === document.contentSha256
    ) {
      const outcome = { exported: false as const, contentSha256: document.contentSha256, ms: elapsed() };
      if (options.logUnchanged !== false) {
        logger.info('Content unchanged since the last backup', { ...outcome });
      }
      return outcome;
    }
    const { key, bytes } = await uploadBackup(options.store, document);
    const counts = collectionCounts(document.collections);
    const outcome = {
      exported: true as const,
      key,
      bytes,
      contentSha256: document.contentSha256,
      counts,
      ms: elapsed(),
    };
    logger.info('Content backup written', { bucket: options.store.bucket, ...outcome });
    return outcome;
  } catch (error) {
    const stage = error instanceof BackupError ? error.stage : 'unknown';
    logger.error('Content backup failed', {
      stage,
      bucket: options.store.bucket,
      reason: (error as Error).message,
      ms: elapsed(),
    });
    throw error;
  }
}
