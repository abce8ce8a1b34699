import { optional, text, url } from '../config/env-rules.js';
import {
  RpcUnavailableError,
  SolanaRpcClient,
  type StreamedAnswer,
  type StreamReader,
} from './rpc-client.js';
import { type RpcEnv, rpcClientFrom } from './rpc-env.js';

/**
 * A second RPC provider, another vendor's (ADR 35): the holder reconciler and the token-safety watch
 * ask it to confirm what they would not believe from the first alone. Absent, nothing is confirmed.
 */
export const witnessRpcEnvRules = {
  /** Secrets Manager secret holding the second provider's URL (deployed). */
  SOLANA_WITNESS_RPC_URL_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  /** The second provider's URL itself: the local stack and tests only. */
  SOLANA_WITNESS_RPC_URL: optional(url),
};

/** What {@link witnessRpcFrom} reads: the first provider's timeout and stack flag, the witness's URL. */
export interface WitnessRpcEnv extends Pick<RpcEnv, 'RPC_TIMEOUT_MS' | 'LOCAL_STACK'> {
  SOLANA_WITNESS_RPC_URL_SECRET_ARN?: string | undefined;
  SOLANA_WITNESS_RPC_URL?: string | undefined;
}

/**
 * A client for the second provider, or undefined when the operator named none. Its URL is a secret like
 * the first's (it may carry an API key): it throws, as rpcClientFrom does, when the secret cannot be read
 * or the URL used, and the caller decides what a missing witness means.
 */
export async function witnessRpcFrom(env: WitnessRpcEnv): Promise<SolanaRpcClient | undefined> {
  if (!env.SOLANA_WITNESS_RPC_URL_SECRET_ARN && !env.SOLANA_WITNESS_RPC_URL) return undefined;
  return rpcClientFrom({
    SOLANA_RPC_URL_SECRET_ARN: env.SOLANA_WITNESS_RPC_URL_SECRET_ARN,
    SOLANA_RPC_URL: env.SOLANA_WITNESS_RPC_URL,
    RPC_TIMEOUT_MS: env.RPC_TIMEOUT_MS,
    LOCAL_STACK: env.LOCAL_STACK,
  });
}

/**
 * A second provider that is configured but whose URL cannot be read (its secret unreadable, the URL
 * malformed): every call fails as a node that cannot be reached, with `reason` (our own message, never
 * the URL). The reconciler runs with it as with a witness that is down, so that it fails closed
 * (newcomers held back, WitnessUnavailable counted), never as if no witness were configured.
 */
export class UnreadableWitnessRpc extends SolanaRpcClient {
  constructor(private readonly reason: string) {
    super({ url: 'about:blank' });
  }

  override async request<T>(method: string): Promise<T> {
    throw new RpcUnavailableError(method, `the second provider's URL could not be read: ${this.reason}`);
  }

  override async stream<A extends StreamedAnswer>(
    method: string,
    _params: readonly unknown[],
    _scanner: StreamReader<A>,
  ): Promise<A> {
    throw new RpcUnavailableError(method, `the second provider's URL could not be read: ${this.reason}`);
  }
}
