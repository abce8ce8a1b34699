import middy from '@middy/core';
import { parseFactsConfig } from '../facts/facts-config.js';
import { watchWalletControl } from '../facts/watch-wallet-control.js';
import { getFactsDatabase } from '../platform/database/facts-database.js';
import { logger } from '../platform/observability/logger.js';
import { observability } from '../platform/observability/middleware.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseFactsConfig(process.env, 'DONATION_WALLET');

/**
 * Scheduled: reads who controls the donation wallet and records a change of its rules once, with its
 * time and transaction, counted in the WalletControlChanges metric (behaviour §2.8, ADR 33). A failed
 * run is logged and fails the invocation; the next run compares again.
 */
export const handler = middy(async () => {
  try {
    const report = await watchWalletControl(await getFactsDatabase(), await rpcClientFrom(config), {
      wallet: config.DONATION_WALLET,
      multisig: config.DONATION_MULTISIG,
      vaultIndex: config.DONATION_VAULT_INDEX,
    });
    if (report.change) logger.warn("The donation wallet's rules changed", { ...report.change });
    return report;
  } catch (error) {
    logger.error('Could not read who controls the donation wallet; the next run reads again', {
      reason: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}).use(observability());
