import { z } from 'zod';
import { secretString } from '../secret-string.js';
import { SolanaRpcClient } from './rpc-client.js';

/**
 * The environment of every function that calls Solana JSON-RPC (the holder reconciler and the
 * facts routes). The URL may carry a provider's API key, so it is a secret: deployed, only these
 * functions get `SOLANA_RPC_URL_SECRET_ARN` and may read it.
 */
export function rpcEnvFields(defaultTimeoutMs: number) {
  return {
    /** Secrets Manager secret holding the Solana RPC URL (deployed). */
    SOLANA_RPC_URL_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** The RPC URL itself: the local stack and tests only. */
    SOLANA_RPC_URL: z.url().optional(),
    /** One RPC call that takes longer is abandoned. */
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(defaultTimeoutMs),
    LOCAL_STACK: z.enum(['1']).optional(),
  };
}

/** What {@link rpcClientFrom} reads. */
export interface RpcEnv {
  SOLANA_RPC_URL_SECRET_ARN?: string | undefined;
  SOLANA_RPC_URL?: string | undefined;
  RPC_TIMEOUT_MS: number;
  LOCAL_STACK?: '1' | undefined;
}

/** A client for the configured node; the URL secret is read once per Lambda instance. */
export async function rpcClientFrom(env: RpcEnv): Promise<SolanaRpcClient> {
  const url = await secretString(env.SOLANA_RPC_URL_SECRET_ARN, env.SOLANA_RPC_URL, 'Solana RPC URL');
  return new SolanaRpcClient({ url, timeoutMs: env.RPC_TIMEOUT_MS });
}
