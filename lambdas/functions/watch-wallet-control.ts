import middy from '@middy/core';
import { parseFactsConfig } from '../facts/facts-config.js';
import { storeWalletBalance } from '../facts/store-wallet-balance.js';
import { logWalletControlFailure, watchWalletControl } from '../facts/watch-wallet-control.js';
import { getFactsDatabase } from '../platform/database/facts-database.js';
import { logger } from '../platform/observability/logger.js';
import { observability } from '../platform/observability/middleware.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';
import { witnessRpcFrom } from '../platform/solana/witness-rpc.js';

const config = parseFactsConfig(process.env, 'DONATION_WALLET');

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Scheduled: reads who controls the donation wallet and records a change of its rules once, with its
 * time and transaction, counted in the WalletControlChanges metric, once the second RPC provider sees
 * it too (behaviour §2.8, ADR 33); and stores the wallet's balance beside it, once the second provider
 * confirms a balance that moved (ADR 35), which the public route
 * answers (ADR 11, "Amendment: no RPC call on a visitor's request"). Each read goes on when the other
 * fails; a refusal, or any failed run, is logged and fails the invocation (its errors alarm); the next
 * run reads again.
 */
export const handler = middy(async () => {
  const [db, rpc] = await Promise.all([getFactsDatabase(), rpcClientFrom(config)]).catch((error: unknown) => {
    logWalletControlFailure(error);
    throw error;
  });
  const witness = () => witnessRpcFrom(config);
  const [control, balance] = await Promise.allSettled([
    watchWalletControl({
      db,
      rpc,
      witness,
      target: {
        wallet: config.DONATION_WALLET,
        multisig: config.DONATION_MULTISIG,
        vaultIndex: config.DONATION_VAULT_INDEX,
      },
    }),
    storeWalletBalance(db, rpc, config.DONATION_WALLET, undefined, witness),
  ]);
  if (control.status === 'fulfilled' && control.value.change) {
    logger.warn("The donation wallet's rules changed", { ...control.value.change });
  }
  if (control.status === 'rejected') logWalletControlFailure(control.reason);
  if (balance.status === 'rejected') {
    logger.error("Could not read the donation wallet's balance; the next run reads again", {
      reason: reasonOf(balance.reason),
    });
  }
  if (control.status === 'rejected') throw control.reason;
  if (balance.status === 'rejected') throw balance.reason;
  return control.value;
}).use(observability());
