import { createInvoker } from '../../scripts/local/gateway.js';

/** What a test sees of an answer: status, lower-cased headers and the parsed JSON body. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
  body: any;
  /** The body as sent: the only form of an XML answer (an Atom feed), which is not parsed. */
  rawBody: string;
}

export interface CallOptions {
  token?: string;
  /** A JSON value to send, or a raw string/Buffer with `contentType`. */
  json?: unknown;
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Calls the API as the gateway does (route table → payload 2.0 event → the real handler module),
 * with `env` set before the handlers load their configuration; `gateway.originSecret` makes it send
 * the origin header as CloudFront does.
 */
export function apiClient(env: Record<string, string>, gateway: { originSecret?: string } = {}) {
  const invoke = createInvoker({ env, ...gateway });
  const call = async function call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    const response = await invoke({ method, url, headers, ...(body === undefined ? {} : { body }) });
    const text = response.body.toString('utf8');
    // Every answer is JSON but the Atom feeds' and the announcements' pages (behaviour §14, §14.2): a
    // non-JSON answer elsewhere still throws.
    const xml = /^(application\/atom\+xml|text\/html)/.test(String(response.headers['content-type'] ?? ''));
    return {
      status: response.statusCode,
      headers: response.headers,
      body: text && !xml ? JSON.parse(text) : undefined,
      rawBody: text,
    };
  };
  /** Loads every handler module now (they read their configuration from the environment then). */
  return Object.assign(call, {
    preload: async () => {
      const problems = await invoke.preload();
      if (problems.length) throw new Error(problems.join('\n'));
    },
  });
}

export type Call = ReturnType<typeof apiClient>;
