import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a fake chat provider answers the next sends: as it should (`ok`), rate limited (`429` with its
 * retry_after), with a server error (`5xx`), never (`timeout`: it holds the connection until the caller
 * gives up) or as for a revoked token / deleted webhook (`revoked`). `times` limits the mode to that
 * many sends, after which it answers `ok` again (unset: until changed).
 */
export interface FakeChatState {
  mode: 'ok' | '429' | '5xx' | 'timeout' | 'revoked';
  times?: number;
  /** Seconds, for `429`. @default 1 */
  retryAfter?: number;
}

export const FAKE_CHAT_MODES: readonly FakeChatState['mode'][] = ['ok', '429', '5xx', 'timeout', 'revoked'];

/** What a fake received: every send (`attempts`) and the messages it posted (`received`). */
export interface FakeChatRecord<Message> {
  attempts: number;
  received: Message[];
}

export interface FakeChat<Message> {
  readonly url: string;
  /** The messages posted so far (also `GET <url>/__fake/received`). */
  received(): Message[];
  /** Sends received so far, answered or not. */
  attempts(): number;
  set(state: Partial<FakeChatState>): void;
  /** Forgets what it received and answers `ok` again (also `POST <url>/__fake/reset`). */
  reset(): void;
  stop(): Promise<void>;
}

export type ProviderAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Answers one call as the provider would in `mode` (a wrong path or token first, as the provider checks
 * those first); `post` records a message as posted; `hold` answers never (a timeout).
 */
export type ProviderHandler<Message> = (
  request: { method: string; path: string; query: URLSearchParams; body: unknown },
  mode: FakeChatState,
  post: (message: Message) => void,
) => ProviderAnswer | 'hold' | undefined;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

function send(res: ServerResponse, answer: ProviderAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
}

/**
 * Starts a fake provider on loopback with the steering routes every fake shares: `GET /__fake/received`,
 * `POST /__fake/state` (a FakeChatState) and `POST /__fake/reset`.
 */
export async function startFakeChat<Message>(handle: ProviderHandler<Message>): Promise<FakeChat<Message>> {
  let state: FakeChatState = { mode: 'ok' };
  let record: FakeChatRecord<Message> = { attempts: 0, received: [] };
  const held = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    if (url.pathname === '/__fake/received' && req.method === 'GET') {
      return send(res, { status: 200, body: { ...record, state } });
    }
    if (url.pathname === '/__fake/state' && req.method === 'POST') {
      let next: Partial<FakeChatState>;
      try {
        next = JSON.parse(text || '{}') as Partial<FakeChatState>;
      } catch {
        return send(res, { status: 400, body: { error: 'The state must be JSON' } });
      }
      if (next.mode !== undefined && !FAKE_CHAT_MODES.includes(next.mode)) {
        return send(res, {
          status: 400,
          body: { error: `mode must be one of ${FAKE_CHAT_MODES.join(', ')}` },
        });
      }
      state = { mode: 'ok', ...next };
      return send(res, { status: 200, body: state });
    }
    if (url.pathname === '/__fake/reset' && req.method === 'POST') {
      state = { mode: 'ok' };
      record = { attempts: 0, received: [] };
      return send(res, { status: 200, body: state });
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
    // Every call to the provider's API counts as a send and takes the mode in force.
    record.attempts += 1;
    const mode = state;
    if (mode.times !== undefined) {
      state = mode.times <= 1 ? { mode: 'ok' } : { ...mode, times: mode.times - 1 };
    }
    const answer = handle(request, mode, (message) => record.received.push(message));
    if (answer === 'hold') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    return send(res, answer ?? { status: 404, body: {} });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => [...record.received],
    attempts: () => record.attempts,
    set: (next) => {
      state = { mode: 'ok', ...next };
    },
    reset: () => {
      state = { mode: 'ok' };
      record = { attempts: 0, received: [] };
    },
    stop: () =>
      new Promise<void>((done) => {
        for (const res of held) res.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
