import { z } from 'zod';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from '../platform/config/env.js';
import { openFirestore } from '../platform/database/standalone-firestore.js';
import { logger } from '../platform/observability/logger.js';
import { purgeExpired } from './bin.js';

/** Parses the purge function's environment; a missing or bad value throws an error naming it. */
export function parseBinPurgeConfig(env: NodeJS.ProcessEnv) {
  return parseEnv(
    z.object(databaseEnv).superRefine((values, ctx) => {
      refuseOutsideLocalStack(values, ['FIRESTORE_EMULATOR_HOST'], ctx);
      requireCredential(values, ctx);
    }),
    env,
    'configuration',
  );
}

export type BinPurgeConfig = ReturnType<typeof parseBinPurgeConfig>;

/**
 * The scheduled purge: deletes for good the bin entries whose window has passed, each with its
 * history record, and logs how many. A failure throws, so the invocation counts as an error.
 */
export async function purgeBin(config: BinPurgeConfig): Promise<{ purged: number }> {
  const db = await openFirestore({
    projectId: config.FIREBASE_PROJECT_ID,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    serviceAccountSecretArn: config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN,
  });
  const purged = await purgeExpired(db);
  logger.info('Bin purged', { purged });
  return { purged };
}
