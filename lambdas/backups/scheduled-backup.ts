import { openFirestore } from '../platform/database/standalone-firestore.js';
import type { BackupConfig } from './backup-config.js';
import { DEFAULT_RETRY } from './backup-store.js';
import { type BackupMode, type BackupOutcome, runBackup } from './run-backup.js';
import { createS3Client } from './s3-client.js';

/**
 * The scheduled backup of one function instance: exports every content collection and the privacy
 * policy to the backup bucket. The S3 client is made once; a failure throws, so the invocation
 * counts as an error and the error alarm fires.
 */
export function scheduledBackup(config: BackupConfig): (mode: BackupMode) => Promise<BackupOutcome> {
  const client = createS3Client({ region: config.AWS_REGION, endpoint: config.BACKUP_S3_ENDPOINT });
  const store = {
    client,
    bucket: config.BACKUP_BUCKET,
    retry: { ...DEFAULT_RETRY, baseDelayMs: config.BACKUP_RETRY_BASE_MS },
  };
  return async (mode) => {
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
  };
}
