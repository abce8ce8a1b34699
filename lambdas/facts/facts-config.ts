import {
  integer,
  localStackOnly,
  optional,
  type Parsed,
  parseVariables,
  text,
  withDefault,
} from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import { rpcEnvRules } from '../platform/solana/rpc-env.js';
import { witnessRpcEnvRules } from '../platform/solana/witness-rpc.js';

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

const rules = {
  /** The token's mint (the site section of the operator configuration). */
  TOKEN_MINT: optional(publicKey),
  /** The donation wallet (the site section of the operator configuration). */
  DONATION_WALLET: optional(publicKey),
  /** The Squads v4 multisig said to control the donation wallet (ADR 33); checked against the wallet. */
  DONATION_MULTISIG: optional(publicKey),
  /** Which of the multisig's vaults is the donation wallet. */
  DONATION_VAULT_INDEX: withDefault(integer(0, 255), 0),
  // The watches' reads (no route reads the chain, ADR 11); each deployment sets its own RPC_TIMEOUT_MS.
  ...rpcEnvRules(5_000),
  // The second provider (ADRs 33 and 35): the two watches alone are given it.
  ...witnessRpcEnvRules,
};

export type FactsConfig = Parsed<typeof rules>;

/**
 * Parses a facts route's environment; `required` names the address that route reads. A missing or
 * bad value throws an error that names it, when the function loads.
 */
export function parseFactsConfig<K extends 'TOKEN_MINT' | 'DONATION_WALLET'>(
  env: NodeJS.ProcessEnv,
  required: K,
): FactsConfig & Record<K, string> {
  // The RPC URL may carry an API key: deployed, it comes from Secrets Manager.
  const config = parseVariables(rules, env, 'facts configuration', (parsed) =>
    (['SOLANA_RPC_URL', 'SOLANA_WITNESS_RPC_URL'] as const).flatMap((name) =>
      localStackOnly(parsed, [name], ` (use ${name}_SECRET_ARN)`),
    ),
  );
  if (!config[required]) throw new Error(`Invalid facts configuration: ${required} is required`);
  return config as FactsConfig & Record<K, string>;
}
