import middy from '@middy/core';
import { z } from 'zod';
import { parseBackupConfig } from '../backups/backup-config.js';
import { DEFAULT_RETRY } from '../backups/backup-store.js';
import { type BackupOutcome, runBackup } from '../backups/run-backup.js';
import { createS3Client } from '../backups/s3-client.js';
import { openFirestore } from '../commons/standalone-firestore.js';

/** The schedule's input: the daily rule always writes; the frequent one only after a change. */
const input = z.object({ mode: z.enum(['always', 'if-changed']).default('always') });

const config = parseBackupConfig(process.env);
const client = createS3Client({ region: config.AWS_REGION, endpoint: config.BACKUP_S3_ENDPOINT });
const store = {
  client,
  bucket: config.BACKUP_BUCKET,
  retry: { ...DEFAULT_RETRY, baseDelayMs: config.BACKUP_RETRY_BASE_MS },
};

/**
 * Scheduled: exports every content collection and the privacy policy to the backup bucket. A
 * failure throws, so the invocation counts as an error and the error alarm fires.
 */
async function backupContent(event: unknown): Promise<BackupOutcome> {
  const { mode } = input.parse(event ?? {});
  const db = await openFirestore({
    projectId: config.FIREBASE_PROJECT_ID,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    serviceAccountSecretArn: config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN,
  });
  return runBackup({
    db,
    store,
    projectId: config.FIREBASE_PROJECT_ID,
    mode,
    reason: mode === 'always' ? 'daily' : 'changed',
    logUnchanged: config.LOCAL_STACK !== '1',
  });
}

export const handler = middy(backupContent);
