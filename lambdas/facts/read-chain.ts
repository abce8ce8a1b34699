import { CHAIN_UNAVAILABLE_MESSAGE } from '../contract/facts.js';
import { HttpError } from '../platform/http/errors.js';
import { logger } from '../platform/observability/logger.js';
import { RpcError, RpcUnavailableError } from '../platform/solana/rpc-client.js';

/** The node answered, but not with what was asked for (another account type, missing fields...). */
export class MalformedChainAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedChainAnswerError';
  }
}

/** 503: the chain could not be read, so there is nothing true to show (never a made-up value). */
export class ChainUnavailableError extends HttpError {
  constructor() {
    super(503, CHAIN_UNAVAILABLE_MESSAGE);
  }
}

function kindOf(error: unknown): string {
  if (error instanceof RpcUnavailableError) return 'rpc-unavailable';
  if (error instanceof RpcError) return 'rpc-error';
  if (error instanceof MalformedChainAnswerError) return 'malformed-answer';
  return 'other';
}

/**
 * Runs one read of the chain for a facts route. Any failure (node down or slow, a JSON-RPC error,
 * an answer that is not what was asked, the URL secret unreadable) is logged with its kind and
 * becomes a 503 that says the chain cannot be read right now; no detail reaches the visitor.
 */
export async function readChain<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error(`Could not read the ${what} from the chain`, {
      kind: kindOf(error),
      // Our RPC errors never carry the URL (it may hold an API key).
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new ChainUnavailableError();
  }
}
