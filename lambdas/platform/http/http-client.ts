import type http from 'node:http';

// node:http rather than the global fetch: fetch loads undici on its first call, about 60 ms of a
// cold start. node:http and node:https (with TLS) are loaded on the first request that needs them,
// so a function that makes none (ping in the local stack) or only plain HTTP ones loads neither.

/** An HTTP answer of any status, its body read whole as UTF-8. */
export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface HttpRequestInit {
  /** @default 'GET' */
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Connecting, sending and reading the whole answer must end within this time. */
  readonly timeoutMs: number;
  /**
   * Sending it twice does no harm (a read): a request whose kept-alive connection turns out to be
   * closed is then sent again on a new one. @default false
   */
  readonly idempotent?: boolean;
  /** The largest answer body `httpRequest` reads; a larger one is refused. @default 4 MiB */
  readonly maxBytes?: number;
}

/** What `httpRequest` reads of an answer at most, unless the caller says otherwise. */
export const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * No answer came: the request timed out or the connection failed. Its message never quotes the
 * URL, which may carry an API key.
 */
export class HttpRequestError extends Error {
  constructor(
    readonly kind: 'timeout' | 'connection',
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** No whole answer within the time allowed (connecting included). */
export class HttpTimeoutError extends HttpRequestError {
  constructor(readonly timeoutMs: number) {
    super('timeout', `no answer within ${timeoutMs} ms`);
  }
}

/** The connection could not be made, or broke before the whole answer came. */
export class HttpConnectionError extends HttpRequestError {
  constructor(
    reason: string,
    /** The system error code (ECONNREFUSED, ENOTFOUND, ECONNRESET...), when there is one. */
    readonly code?: string,
  ) {
    super('connection', code ? `${reason} (${code})` : reason);
  }
}

/** The answer's body was larger than the caller accepts: it is not read further. */
export class HttpAnswerTooLargeError extends HttpConnectionError {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes`);
  }
}

interface Transport {
  readonly request: typeof http.request;
  readonly agent: http.Agent;
}

// One agent a protocol for the life of the process: a warm function reuses its connections.
const transports = new Map<string, Promise<Transport>>();

function transport(protocol: string): Promise<Transport> | undefined {
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  let loaded = transports.get(protocol);
  if (!loaded) {
    const module = protocol === 'https:' ? import('node:https') : import('node:http');
    loaded = module.then(({ default: node }) => ({
      request: node.request,
      agent: new node.Agent({ keepAlive: true }),
    }));
    transports.set(protocol, loaded);
  }
  return loaded;
}

/** Receives the answer's head, then its body piece by piece; returns what the promise resolves to. */
export interface AnswerSink<T> {
  head(status: number, headers: HttpAnswer['headers']): void;
  chunk(piece: Buffer): void;
  end(): T;
}

function systemCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : undefined;
}

function parseUrl(url: string | URL): URL {
  if (url instanceof URL) return url;
  try {
    return new URL(url);
  } catch {
    // TypeError's message quotes the input: say nothing of it.
    throw new HttpConnectionError('invalid URL');
  }
}

/**
 * Sends one request and hands the answer to `sink` as it arrives (for answers too large to hold).
 * Rejects with HttpTimeoutError or HttpConnectionError; whatever `sink` throws rejects as it is.
 */
export async function httpRequestInto<T>(
  url: string | URL,
  init: HttpRequestInit,
  sink: AnswerSink<T>,
): Promise<T> {
  const target = parseUrl(url);
  const loading = transport(target.protocol);
  if (!loading) throw new HttpConnectionError(`unsupported protocol ${target.protocol}`);
  const { request: send, agent } = await loading;
  const headers: Record<string, string> = { ...init.headers };
  if (
    init.body !== undefined &&
    !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')
  ) {
    headers['content-length'] = String(Buffer.byteLength(init.body));
  }

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let request: http.ClientRequest;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };

    const onAnswer = (response: http.IncomingMessage) => {
      try {
        sink.head(response.statusCode ?? 0, response.headers);
      } catch (error) {
        fail(error as Error);
        return;
      }
      response.on('data', (piece: Buffer) => {
        if (settled) return;
        try {
          sink.chunk(piece);
        } catch (error) {
          fail(error as Error);
        }
      });
      response.on('error', (error) =>
        fail(new HttpConnectionError('the answer was cut short', systemCode(error))),
      );
      response.on('close', () => {
        if (!response.complete) fail(new HttpConnectionError('the answer was cut short'));
      });
      response.on('end', () => {
        if (settled) return;
        if (!response.complete) {
          fail(new HttpConnectionError('the answer was cut short'));
          return;
        }
        let result: T;
        try {
          result = sink.end();
        } catch (error) {
          fail(error as Error);
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve(result);
      });
    };

    const start = (firstTry: boolean) => {
      let answered = false;
      request = send(target, { method: init.method ?? 'GET', headers, agent }, (response) => {
        answered = true;
        onAnswer(response);
      });
      request.on('error', (error) => {
        // A kept-alive connection the server closed while this instance sat idle (a frozen Lambda)
        // fails as soon as it is reused. Whether the request reached the server cannot be known, so
        // only a read is sent once more, on a new connection (as Node's documentation advises).
        const stale = request.reusedSocket && systemCode(error) === 'ECONNRESET';
        if (init.idempotent && firstTry && stale && !answered && !settled) {
          start(false);
          return;
        }
        fail(new HttpConnectionError('connection failed', systemCode(error)));
      });
      request.end(init.body);
    };

    timer = setTimeout(() => fail(new HttpTimeoutError(init.timeoutMs)), init.timeoutMs);
    start(true);
  });
}

/**
 * Sends one request and reads its whole answer, at most `init.maxBytes` (4 MiB by default: a
 * larger one rejects with HttpAnswerTooLargeError); any HTTP status resolves, only no answer rejects.
 */
export async function httpRequest(url: string | URL, init: HttpRequestInit): Promise<HttpAnswer> {
  const maxBytes = init.maxBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  let size = 0;
  const pieces: Buffer[] = [];
  let status = 0;
  let headers: HttpAnswer['headers'] = {};
  return httpRequestInto(url, init, {
    head(answerStatus, answerHeaders) {
      status = answerStatus;
      headers = answerHeaders;
    },
    chunk(piece) {
      size += piece.length;
      if (size > maxBytes) throw new HttpAnswerTooLargeError(maxBytes);
      pieces.push(piece);
    },
    end: () => ({ status, headers, body: Buffer.concat(pieces).toString('utf8') }),
  });
}
