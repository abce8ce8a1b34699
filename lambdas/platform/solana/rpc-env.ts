import { integer, oneOf, optional, text, url, withDefault } from '../config/env-rules.js';
import { secretString } from '../secrets/secret-string.js';
import { SolanaRpcClient } from './rpc-client.js';

/**
 * The environment of every function that calls Solana JSON-RPC (the scheduled ones: the holder
 * reconciler, the ledger import and the watches; no route, ADR 11). The URL may carry a provider's API
 * key, so it is a secret: deployed, only these functions get `SOLANA_RPC_URL_SECRET_ARN` and may read it.
 */
export function rpcEnvRules(defaultTimeoutMs: number) {
  return {
    /** Secrets Manager secret holding the Solana RPC URL (deployed). */
    SOLANA_RPC_URL_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
    /** The RPC URL itself: the local stack and tests only. */
    SOLANA_RPC_URL: optional(url),
    /** One RPC call that takes longer is abandoned. */
    RPC_TIMEOUT_MS: withDefault(integer(100, 120_000), defaultTimeoutMs),
    LOCAL_STACK: optional(oneOf(['1'])),
  };
}

/** What {@link rpcClientFrom} reads. */
export interface RpcEnv {
  SOLANA_RPC_URL_SECRET_ARN?: string | undefined;
  SOLANA_RPC_URL?: string | undefined;
  RPC_TIMEOUT_MS: number;
  LOCAL_STACK?: '1' | undefined;
}

/**
 * The URL (it may carry an API key) cannot be used: the message says why, never what it holds, since it
 * is logged.
 */
export class RpcUrlError extends Error {
  override readonly name = 'RpcUrlError';
}

/** Checks the URL without ever quoting it: URL parsers and fetch put the whole input in their messages. */
export function checkRpcUrl(value: string, options: { allowHttp?: boolean } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RpcUrlError('The Solana RPC URL is not a URL (value not shown: it may hold an API key)');
  }
  // Plain http only inside the local stack (its fake node): deployed, the key never travels in clear.
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) {
    throw new RpcUrlError(`The Solana RPC URL must use https://, not ${url.protocol.slice(0, 10)}//`);
  }
  if (url.username || url.password) {
    // fetch refuses such a URL with a message that quotes it whole.
    throw new RpcUrlError('The Solana RPC URL must not hold credentials before its host (user:key@)');
  }
  return value;
}

/** A client for the configured node; the URL secret is read once per Lambda instance. */
export async function rpcClientFrom(env: RpcEnv): Promise<SolanaRpcClient> {
  const url = await secretString(env.SOLANA_RPC_URL_SECRET_ARN, env.SOLANA_RPC_URL, 'Solana RPC URL');
  return new SolanaRpcClient({
    url: checkRpcUrl(url, { allowHttp: env.LOCAL_STACK === '1' }),
    timeoutMs: env.RPC_TIMEOUT_MS,
  });
}
