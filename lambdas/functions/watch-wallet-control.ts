import middy from '@middy/core';
import { parseFactsConfig } from '../facts/facts-config.js';
import { logWalletControlFailure, watchWalletControl } from '../facts/watch-wallet-control.js';
import { getFactsDatabase } from '../platform/database/facts-database.js';
import { logger } from '../platform/observability/logger.js';
import { observability } from '../platform/observability/middleware.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';
import { witnessRpcFrom } from '../platform/solana/witness-rpc.js';

const config = parseFactsConfig(process.env, 'DONATION_WALLET');

/**
 * Scheduled: reads who controls the donation wallet and records a change of its rules once, with its
 * time and transaction, counted in the WalletControlChanges metric, once the second RPC provider sees
 * it too (behaviour §2.8, ADR 33). A refusal, or any failed run, is logged and fails the invocation
 * (its errors alarm); the next run compares again.
 */
export const handler = middy(async () => {
  try {
    const report = await watchWalletControl({
      db: await getFactsDatabase(),
      rpc: await rpcClientFrom(config),
      witness: () => witnessRpcFrom(config),
      target: {
        wallet: config.DONATION_WALLET,
        multisig: config.DONATION_MULTISIG,
        vaultIndex: config.DONATION_VAULT_INDEX,
      },
    });
    if (report.change) logger.warn("The donation wallet's rules changed", { ...report.change });
    return report;
  } catch (error) {
    logWalletControlFailure(error);
    throw error;
  }
}).use(observability());
