import middy from '@middy/core';
import { parseFactsConfig } from '../facts/facts-config.js';
import { logTokenSafetyFailure, watchTokenSafety } from '../facts/watch-token-safety.js';
import { getFactsDatabase } from '../platform/database/facts-database.js';
import { observability } from '../platform/observability/middleware.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';
import { witnessRpcFrom } from '../platform/solana/witness-rpc.js';

const config = parseFactsConfig(process.env, 'TOKEN_MINT');

/**
 * Scheduled: reads the token's safety facts (mint and freeze authority, token program, decimals) and
 * believes a change only when the second RPC provider sees it too (ADR 35, behaviour §10). A refusal, or
 * any failed run, is logged and fails the invocation; the next run reads again.
 */
export const handler = middy(async () => {
  try {
    return await watchTokenSafety({
      db: await getFactsDatabase(),
      rpc: await rpcClientFrom(config),
      witness: () => witnessRpcFrom(config),
      mint: config.TOKEN_MINT,
    });
  } catch (error) {
    logTokenSafetyFailure(error);
    throw error;
  }
}).use(observability());
