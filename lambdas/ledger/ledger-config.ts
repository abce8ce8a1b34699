import {
  EnvProblem,
  integer,
  localStackOnly,
  optional,
  type Parsed,
  parseVariables,
  type Rule,
  text,
  withDefault,
} from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import { rpcEnvRules } from '../platform/solana/rpc-env.js';
import { witnessRpcEnvRules } from '../platform/solana/witness-rpc.js';

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

/** A comma-separated list of mints, each a base58 address (empty: none). */
const mintList: Rule<string[]> = (raw) => {
  const mints = (raw ?? '').split(',').filter((m) => m !== '');
  if (mints.length > 50) throw new EnvProblem('must list at most 50 mints');
  const bad = mints.find((m) => !isPublicKey(m));
  if (bad !== undefined) throw new EnvProblem('must be base58 Solana addresses separated by commas');
  return mints;
};

const rules = {
  /** The donation wallet whose ledger is kept (the site section of the operator configuration). */
  DONATION_WALLET: publicKey,
  /** The site's token: the ledger follows and totals it (ADR 30). */
  TOKEN_MINT: publicKey,
  /** The Squads v4 multisig whose vault the wallet is (ADR 33): outflows are tied to its proposals. */
  DONATION_MULTISIG: optional(publicKey),
  /** The other mints the ledger follows and totals (`site.ledgerAssets`: USDC, USDT...); none by default. */
  LEDGER_LISTED_MINTS: withDefault(mintList, []),
  /** Addresses the import follows at most: the wallet and its token accounts of listed mints (ADR 30). */
  LEDGER_MAX_ADDRESSES: withDefault(integer(1, 200), 20),
  ...rpcEnvRules(20_000),
  /** The second provider, which confirms each new entry (ADR 35). */
  ...witnessRpcEnvRules,
  /** The import stops at its next commit after this long, to end before the function's timeout. */
  LEDGER_BUDGET_MS: withDefault(integer(1000, 900_000), 120_000),
  /** RPC calls a second at most: under the provider's rate limit (Helius: 10 a second on its free plan). */
  LEDGER_RPC_PER_SECOND: withDefault(integer(1, 1000), 8),
  /** getTransaction calls at once. */
  LEDGER_RPC_CONCURRENCY: withDefault(integer(1, 32), 4),
  /** Unread transactions a run asks for again, one getTransaction each (ADR 30); 0 asks for none. */
  LEDGER_UNREAD_PER_RUN: withDefault(integer(0, 100), 10),
  /** Signatures a getSignaturesForAddress page asks for (the node allows 1 to 1000). */
  LEDGER_PAGE_SIZE: withDefault(integer(1, 1000), 1000),
};

export type LedgerConfig = Parsed<typeof rules>;

/** Parses the ledger import's environment; a missing or bad value throws an error that names it. */
export function parseLedgerConfig(env: NodeJS.ProcessEnv): LedgerConfig {
  return parseVariables(rules, env, 'ledger configuration', (config) => [
    ...localStackOnly(config, ['SOLANA_RPC_URL'], ' (use SOLANA_RPC_URL_SECRET_ARN)'),
    ...localStackOnly(config, ['SOLANA_WITNESS_RPC_URL'], ' (use SOLANA_WITNESS_RPC_URL_SECRET_ARN)'),
  ]);
}

/** The mints the ledger vouches for besides SOL: the site's token and the listed assets (ADR 30). */
export const listedMints = (config: LedgerConfig): ReadonlySet<string> =>
  new Set([config.TOKEN_MINT, ...config.LEDGER_LISTED_MINTS]);

/** The public read's environment: the wallet only. */
export function parseLedgerWallet(env: NodeJS.ProcessEnv): string {
  return parseVariables({ DONATION_WALLET: publicKey }, env, 'ledger configuration').DONATION_WALLET;
}
