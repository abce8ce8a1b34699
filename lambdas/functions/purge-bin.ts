import middy from '@middy/core';
import { z } from 'zod';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from '../commons/env.js';
import { openFirestore } from '../commons/standalone-firestore.js';
import { purgeExpired } from '../content/bin.js';

const config = parseEnv(
  z.object(databaseEnv).superRefine((env, ctx) => {
    refuseOutsideLocalStack(env, ['FIRESTORE_EMULATOR_HOST'], ctx);
    requireCredential(env, ctx);
  }),
  process.env,
  'configuration',
);

/**
 * Scheduled (daily): deletes for good the bin entries whose window has passed, each with its
 * history record. A failure throws, so the invocation counts as an error and the alarm fires.
 */
async function purgeBin(): Promise<{ purged: number }> {
  const db = await openFirestore({
    projectId: config.FIREBASE_PROJECT_ID,
    emulatorHost: config.FIRESTORE_EMULATOR_HOST,
    serviceAccountSecretArn: config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN,
  });
  const purged = await purgeExpired(db);
  console.log(JSON.stringify({ level: 'info', message: 'Bin purged', purged }));
  return { purged };
}

export const handler = middy(purgeBin);
