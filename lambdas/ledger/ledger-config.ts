import {
  integer,
  localStackOnly,
  type Parsed,
  parseVariables,
  text,
  withDefault,
} from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import { rpcEnvRules } from '../platform/solana/rpc-env.js';

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

const rules = {
  /** The donation wallet whose ledger is kept (the site section of the operator configuration). */
  DONATION_WALLET: publicKey,
  ...rpcEnvRules(20_000),
  /** The import stops at its next commit after this long, to end before the function's timeout. */
  LEDGER_BUDGET_MS: withDefault(integer(1000, 900_000), 120_000),
  /** RPC calls a second at most: under the provider's rate limit (Helius: 10 a second on its free plan). */
  LEDGER_RPC_PER_SECOND: withDefault(integer(1, 1000), 8),
  /** getTransaction calls at once. */
  LEDGER_RPC_CONCURRENCY: withDefault(integer(1, 32), 4),
  /** Signatures a getSignaturesForAddress page asks for (the node allows 1 to 1000). */
  LEDGER_PAGE_SIZE: withDefault(integer(1, 1000), 1000),
};

export type LedgerConfig = Parsed<typeof rules>;

/** Parses the ledger import's environment; a missing or bad value throws an error that names it. */
export function parseLedgerConfig(env: NodeJS.ProcessEnv): LedgerConfig {
  return parseVariables(rules, env, 'ledger configuration', (config) =>
    localStackOnly(config, ['SOLANA_RPC_URL'], ' (use SOLANA_RPC_URL_SECRET_ARN)'),
  );
}

/** The public read's environment: the wallet only. */
export function parseLedgerWallet(env: NodeJS.ProcessEnv): string {
  return parseVariables({ DONATION_WALLET: publicKey }, env, 'ledger configuration').DONATION_WALLET;
}
