import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { reconcileHolders } from '../../lambdas/holders/reconcile.js';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections.js';
import { flushLogs } from '../../lambdas/platform/observability/logger.js';
import { isPublicKey } from '../../lambdas/platform/solana/public-key.js';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';

const USAGE = `Usage: npm run holders:import -- --project ID --mint ADDR [--rpc-url URL]

Records every current holder of the token as already known, announcing nobody, and stores the
holder count. The first scheduled reconciliation does the same on its own; run this to do it before
the webhook goes live, or after a long gap in deliveries (otherwise the next run would announce
everyone who bought in the gap as new), or to accept a holder count that fell by more than the
configured share (the scheduled runs refuse such an answer as truncated). Holders are added to the
compact known set (a few hundred documents at two million holders), not written one by one.

Options:
  --project ID     the Firebase project (for the local stack: demo-meme-token)
  --mint ADDR      the token's mint address
  --rpc-url URL    Solana JSON-RPC URL (default $SOLANA_RPC_URL; it may carry an API key, so prefer
                   the variable to the command line)
  --help           this text

Environment:
  FIRESTORE_EMULATOR_HOST          use the local Firestore emulator (host:port)
  GOOGLE_APPLICATION_CREDENTIALS   otherwise: a service-account key file for the real Firestore`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      mint: { type: 'string' },
      'rpc-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const rpcUrl = values['rpc-url'] ?? process.env.SOLANA_RPC_URL;
  const problems = [
    ...(values.project ? [] : ['--project is required']),
    ...(values.mint && isPublicKey(values.mint) ? [] : ['--mint must be a base58 Solana address']),
    ...(rpcUrl && URL.canParse(rpcUrl) ? [] : ['--rpc-url or SOLANA_RPC_URL must be a URL']),
  ];
  if (problems.length > 0) throw new Error(`${problems.join('; ')} (see --help)`);
  const app = initializeApp({
    projectId: values.project as string,
    ...(process.env.FIRESTORE_EMULATOR_HOST ? {} : { credential: applicationDefault() }),
  });
  const result = await reconcileHolders({
    // The holders are chain data: the chain database (ADR 37).
    db: getFirestore(app, process.env.CHAIN_DATABASE ?? CHAIN_DATABASE_ID),
    // Two million accounts stream for a minute or more.
    rpc: new SolanaRpcClient({ url: rpcUrl as string, timeoutMs: 600_000 }),
    mint: values.mint as string,
    importOnly: true,
  });
  console.log(`Imported ${result.count} holders of ${values.mint} as known (nobody announced).`);
}

try {
  await main();
  await flushLogs();
  process.exit(0);
} catch (error) {
  await flushLogs();
  console.error(`holders:import: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
