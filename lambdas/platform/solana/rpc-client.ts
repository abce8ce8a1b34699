import {
  HttpAnswerTooLargeError,
  HttpConnectionError,
  HttpTimeoutError,
  httpRequest,
  httpRequestInto,
} from '../http/http-client.js';
import type { RpcMethod, RpcMethods } from './rpc-methods.js';

/**
 * Reads a streamed answer as it arrives, without holding it (the holder feed's account scanner reads
 * `getProgramAccounts` this way). `end()` returns what the whole answer held, with the JSON-RPC error
 * object when the node answered one.
 */
export interface StreamReader<A extends StreamedAnswer> {
  write(chunk: Uint8Array): void;
  end(): A;
}

/** What a stream reader returns at the end: at least the JSON-RPC error, if there was one. */
export interface StreamedAnswer {
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/** A streamed answer its reader could not read (cut short, not the result asked for): the node is unavailable. */
export class UnreadableAnswerError extends Error {}

/** The node answered with a JSON-RPC error object (bad params, method not found, rate limits...). */
export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
    /** How long the node asked us to wait, when it answered HTTP 429 with a JSON-RPC error body. */
    readonly retryAfterMs?: number,
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
    /** How long the node asked us to wait (a 429's Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`${method}: RPC unavailable: ${reason}`);
    this.name = 'RpcUnavailableError';
  }
}

export interface RpcClientOptions {
  /** The node's HTTP URL; it may carry an API key, so it is never logged or put in an error. */
  readonly url: string;
  /** A call that takes longer (connecting and reading the whole answer) is abandoned with RpcUnavailableError. @default 10000 */
  readonly timeoutMs?: number;
}

interface JsonRpcAnswer {
  jsonrpc?: string;
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/** An HTTP answer the node gave, before it is read as JSON-RPC. */
interface NodeAnswer {
  readonly status: number;
  readonly body: string;
  readonly retryAfter?: string | string[] | undefined;
}

/** HTTP 429, "too many requests": the node's rate limit, worth a retry after its Retry-After. */
export const TOO_MANY_REQUESTS = 429;

/**
 * When `error` is a node's rate limit (HTTP 429, or a JSON-RPC error 429 / -32429 as some vendors
 * send), how long to wait before asking again: its Retry-After, else `fallbackMs`. Otherwise undefined.
 */
export function rateLimitWait(error: unknown, fallbackMs = 1000): number | undefined {
  if (error instanceof RpcUnavailableError && error.status === TOO_MANY_REQUESTS)
    return error.retryAfterMs ?? fallbackMs;
  if (error instanceof RpcError && (error.code === TOO_MANY_REQUESTS || error.code === -32429))
    return error.retryAfterMs ?? fallbackMs;
  return undefined;
}

/** A Retry-After header in seconds (the form RPC vendors send) as milliseconds; absent or a date, undefined. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Math.round(Number(value) * 1000);
}

const isOk = (status: number) => status >= 200 && status < 300;

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

/**
 * A minimal Solana JSON-RPC 2.0 client over HTTP POST, typed for the methods in rpc-methods.ts. It
 * uses node:http (http-client.ts), not fetch, whose first call costs a cold start about 60 ms.
 */
/** An error answer of a streamed call is kept whole only up to this size. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

export class SolanaRpcClient {
  private readonly url: string;
  private readonly timeoutMs: number;
  private nextId = 1;

  constructor(options: RpcClientOptions) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs ?? 10_000;
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
  async stream<A extends StreamedAnswer>(
    method: string,
    params: readonly unknown[],
    scanner: StreamReader<A>,
  ): Promise<A> {
    let status = 0;
    let retryAfter: string | string[] | undefined;
    // Error answers are small: they are kept whole and read as request() reads them.
    const errorBody: Buffer[] = [];
    let errorSize = 0;
    let outcome: { answer: A } | { error: NodeAnswer };
    try {
      outcome = await httpRequestInto(this.url, this.init(method, params), {
        head: (answerStatus, headers) => {
          status = answerStatus;
          retryAfter = headers['retry-after'];
        },
        chunk: (piece) => {
          if (isOk(status)) {
            scanner.write(piece);
            return;
          }
          errorSize += piece.length;
          if (errorSize > ERROR_BODY_MAX_BYTES) throw new HttpAnswerTooLargeError(ERROR_BODY_MAX_BYTES);
          errorBody.push(piece);
        },
        end: () =>
          isOk(status)
            ? { answer: scanner.end() }
            : { error: { status, body: Buffer.concat(errorBody).toString('utf8'), retryAfter } },
      });
    } catch (error) {
      throw this.streamFailure(method, error, status !== 0);
    }
    if ('error' in outcome) {
      this.read(method, outcome.error);
      throw new RpcUnavailableError(
        method,
        `HTTP ${outcome.error.status}`,
        outcome.error.status,
        retryAfterMs(outcome.error.retryAfter),
      );
    }
    const { answer } = outcome;
    if (answer.error) {
      const { code, message, data } = answer.error;
      // Redacted as request() redacts: a provider may echo the URL, and with it the API key.
      throw new RpcError(
        method,
        typeof code === 'number' ? code : status,
        typeof message === 'string' ? redactUrl(message, this.url) : 'unknown error',
        data,
      );
    }
    return answer;
  }

  private streamFailure(method: string, error: unknown, answered: boolean): Error {
    if (error instanceof UnreadableAnswerError || error instanceof HttpAnswerTooLargeError) {
      return new RpcUnavailableError(method, error.message);
    }
    if (!answered) return this.unreachable(method, error);
    if (error instanceof HttpTimeoutError) {
      return new RpcUnavailableError(method, `no whole answer within ${this.timeoutMs} ms`);
    }
    return new RpcUnavailableError(method, `the answer was cut short (${(error as Error).message})`);
  }

  /** Calls any method; the caller vouches for the result type. */
  async request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    let answer: NodeAnswer;
    try {
      const http = await httpRequest(this.url, this.init(method, params));
      answer = { status: http.status, body: http.body, retryAfter: http.headers['retry-after'] };
    } catch (error) {
      throw this.unreachable(method, error);
    }
    return this.read<T>(method, answer);
  }

  private init(method: string, params: readonly unknown[]) {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
      timeoutMs: this.timeoutMs,
      // The methods this client calls only read the chain.
      idempotent: true,
    };
  }

  /** No answer at all. The HTTP client's messages never quote the URL (it may hold an API key). */
  private unreachable(method: string, error: unknown): Error {
    if (error instanceof HttpTimeoutError) {
      return new RpcUnavailableError(method, `no answer within ${this.timeoutMs} ms`);
    }
    // Said as it is: the node answered, too much to read, which is no network error.
    if (error instanceof HttpAnswerTooLargeError) return new RpcUnavailableError(method, error.message);
    if (error instanceof HttpConnectionError) {
      return new RpcUnavailableError(method, `network error (${error.message})`);
    }
    return error as Error;
  }

  private read<T>(method: string, response: NodeAnswer): T {
    let answer: JsonRpcAnswer;
    try {
      answer = JSON.parse(response.body) as JsonRpcAnswer;
    } catch {
      throw new RpcUnavailableError(
        method,
        `HTTP ${response.status} without a JSON body`,
        response.status,
        retryAfterMs(response.retryAfter),
      );
    }
    // Providers answer rate limits and some failures with an HTTP error and a JSON-RPC error body.
    if (answer?.error && typeof answer.error === 'object') {
      const code = typeof answer.error.code === 'number' ? answer.error.code : response.status;
      const message =
        typeof answer.error.message === 'string'
          ? redactUrl(answer.error.message, this.url)
          : 'unknown error';
      throw new RpcError(
        method,
        code,
        message,
        answer.error.data,
        response.status === TOO_MANY_REQUESTS ? retryAfterMs(response.retryAfter) : undefined,
      );
    }
    if (!isOk(response.status)) {
      throw new RpcUnavailableError(
        method,
        `HTTP ${response.status}`,
        response.status,
        retryAfterMs(response.retryAfter),
      );
    }
    if (answer?.jsonrpc !== '2.0' || !('result' in answer)) {
      throw new RpcUnavailableError(method, 'the answer is not a JSON-RPC 2.0 result', response.status);
    }
    return answer.result as T;
  }
}
