import middy from '@middy/core';
import { z } from 'zod';
import { parseBackupConfig } from '../backups/backup-config.js';
import { scheduledBackup } from '../backups/scheduled-backup.js';
import { observability } from '../platform/observability/middleware.js';

/** The schedule's input: the daily rule always writes; the frequent one only after a change. */
const input = z.object({ mode: z.enum(['always', 'if-changed']).default('always') });

const backup = scheduledBackup(parseBackupConfig(process.env));

/** Scheduled: backs the content up to the bucket (backups/scheduled-backup.ts); a failure throws. */
export const handler = middy((event: unknown) => backup(input.parse(event ?? {}).mode)).use(observability());
