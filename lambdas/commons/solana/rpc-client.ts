import {
  type AccountDataScanner,
  type ScannedAnswer,
  TruncatedAnswerError,
  UnexpectedAnswerError,
} from './account-data-scanner.js';
import type { RpcMethod, RpcMethods } from './rpc-methods.js';

/** The node answered with a JSON-RPC error object (bad params, method not found, rate limits...). */
export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`${method}: JSON-RPC error ${code}: ${message}`);
    this.name = 'RpcError';
  }
}

/** The node could not be reached or gave no JSON-RPC answer: timeout, network error, HTTP error. */
export class RpcUnavailableError extends Error {
  constructor(
    readonly method: string,
    readonly reason: string,
    /** The HTTP status, when the node answered with one that was not a JSON-RPC answer. */
    readonly status?: number,
  ) {
    super(`${method}: RPC unavailable: ${reason}`);
    this.name = 'RpcUnavailableError';
  }
}

export interface RpcClientOptions {
  /** The node's HTTP URL; it may carry an API key, so it is never logged or put in an error. */
  readonly url: string;
  /** A call that takes longer is abandoned with RpcUnavailableError. @default 10000 */
  readonly timeoutMs?: number;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

interface JsonRpcAnswer {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/** `: ECONNREFUSED` and the like, from a fetch error's cause; nothing that could hold the URL. */
function causeCode(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `: ${code}` : '';
}

/**
 * A provider's error message with every sizeable part of our URL (path segments, query values, user
 * info: where API keys live) blanked, since the message is logged; some providers echo the key back.
 */
export function redactUrl(text: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return text.split(url).join('[url]');
  }
  const parts = [
    url,
    parsed.username,
    parsed.password,
    ...parsed.pathname.split('/'),
    ...[...parsed.searchParams.values()],
  ].filter((part) => part.length >= 6);
  return parts.reduce((out, part) => out.split(part).join('[redacted]'), text);
}

/** A minimal Solana JSON-RPC 2.0 client over HTTP POST, typed for the methods in rpc-methods.ts. */
export class SolanaRpcClient {
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private nextId = 1;

  constructor(options: RpcClientOptions) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Calls a known method with its typed parameters. */
  call<M extends RpcMethod>(method: M, params: RpcMethods[M]['params']): Promise<RpcMethods[M]['result']> {
    return this.request<RpcMethods[M]['result']>(method, params);
  }

  /**
   * Calls a method whose answer is too large to hold (getProgramAccounts of a popular mint), handing
   * the body to `scanner` as it arrives. The same errors as request(); an answer cut short, or one
   * that does not end before the timeout, is an RpcUnavailableError.
   */
  async stream(
    method: string,
    params: readonly unknown[],
    scanner: AccountDataScanner,
  ): Promise<ScannedAnswer> {
    const response = await this.post(method, params);
    if (!response.ok || !response.body) {
      // Error answers are small: read them as request() does.
      await this.read(method, response);
      throw new RpcUnavailableError(method, `HTTP ${response.status}`, response.status);
    }
    let answer: ScannedAnswer;
    try {
      const reader = response.body.getReader();
      for (let piece = await reader.read(); !piece.done; piece = await reader.read())
        scanner.write(piece.value);
      answer = scanner.end();
    } catch (error) {
      throw this.streamFailure(method, error);
    }
    if (answer.error) {
      const { code, message, data } = answer.error;
      throw new RpcError(
        method,
        typeof code === 'number' ? code : response.status,
        typeof message === 'string' ? message : 'unknown error',
        data,
      );
    }
    return answer;
  }

  private streamFailure(method: string, error: unknown): Error {
    if (error instanceof UnexpectedAnswerError) return new RpcUnavailableError(method, error.message);
    if (error instanceof TruncatedAnswerError) return new RpcUnavailableError(method, error.message);
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new RpcUnavailableError(method, `no whole answer within ${this.timeoutMs} ms`);
    }
    return new RpcUnavailableError(method, `the answer was cut short (${(error as Error).message})`);
  }

  /** Calls any method; the caller vouches for the result type. */
  async request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    return this.read<T>(method, await this.post(method, params));
  }

  private async post(method: string, params: readonly unknown[]): Promise<Response> {
    const id = this.nextId++;
    let response: Response;
    try {
      response = await this.fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${this.timeoutMs} ms`
          : // Only the error's name and its cause's code: fetch quotes the whole URL (and its API key)
            // when it cannot parse it or finds credentials in it.
            `network error (${name}${causeCode(error)})`;
      throw new RpcUnavailableError(method, reason);
    }
    return response;
  }

  private async read<T>(method: string, response: Response): Promise<T> {
    let answer: JsonRpcAnswer;
    try {
      answer = (await response.json()) as JsonRpcAnswer;
    } catch {
      throw new RpcUnavailableError(method, `HTTP ${response.status} without a JSON body`, response.status);
    }
    // Providers answer rate limits and some failures with an HTTP error and a JSON-RPC error body.
    if (answer?.error && typeof answer.error === 'object') {
      const code = typeof answer.error.code === 'number' ? answer.error.code : response.status;
      const message =
        typeof answer.error.message === 'string'
          ? redactUrl(answer.error.message, this.url)
          : 'unknown error';
      throw new RpcError(method, code, message, answer.error.data);
    }
    if (!response.ok) throw new RpcUnavailableError(method, `HTTP ${response.status}`, response.status);
    if (answer?.jsonrpc !== '2.0' || !('result' in answer)) {
      throw new RpcUnavailableError(method, 'the answer is not a JSON-RPC 2.0 result', response.status);
    }
    return answer.result as T;
  }
}
