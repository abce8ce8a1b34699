import { optional, parseVariables, text } from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';

// The public facts routes read what the watches stored (ADR 11, "Amendment: no RPC call on a visitor's
// request"): they are given the addresses they answer for, and no RPC URL, which they never read.

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

const rules = {
  /** The token's mint (the site section of the operator configuration). */
  TOKEN_MINT: optional(publicKey),
  /** The donation wallet (the site section of the operator configuration). */
  DONATION_WALLET: optional(publicKey),
};

/**
 * Parses a public facts route's environment; `required` names the address that route answers for. A
 * missing or bad value throws an error that names it, when the function loads.
 */
export function parseFactsRouteConfig<K extends keyof typeof rules>(
  env: NodeJS.ProcessEnv,
  required: K,
): Record<K, string> {
  const config = parseVariables(rules, env, 'facts configuration');
  const value = config[required];
  if (!value) throw new Error(`Invalid facts configuration: ${required} is required`);
  return { [required]: value } as Record<K, string>;
}
