import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers: a live pair, an outage (503), or a pair the service does not know. */
export interface FakeDexState {
  mode: 'live' | 'offline' | 'no-pair';
  priceUsd: string;
  change24h: number;
}

/** A local stand-in for DexScreener's public API, speaking its real response shape. */
export interface FakeDex {
  readonly url: string;
  set(state: Partial<FakeDexState>): void;
  stop(): Promise<void>;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

/**
 * Starts the fake on loopback. Tests in other processes steer it with
 * `POST <url>/__fake/state` and a JSON body of FakeDexState fields.
 */
export async function startFakeDex(initial: Partial<FakeDexState> = {}): Promise<FakeDex> {
  let state: FakeDexState = { mode: 'live', priceUsd: '0.00002107', change24h: 3.25, ...initial };
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { ...CORS, 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204);
    if (req.method === 'POST' && url === '/__fake/state') {
      let text = '';
      for await (const chunk of req) text += chunk;
      state = { ...state, ...(JSON.parse(text || '{}') as Partial<FakeDexState>) };
      return send(200, state);
    }
    const pair = /^\/latest\/dex\/pairs\/([^/?]+)\/([^/?]+)/.exec(url);
    if (req.method !== 'GET' || !pair) return send(404, { error: 'Not found' });
    if (state.mode === 'offline') return send(503, { error: 'Service unavailable' });
    if (state.mode === 'no-pair') return send(200, { schemaVersion: '1.0.0', pairs: null, pair: null });
    const entry = {
      chainId: pair[1],
      dexId: 'raydium',
      url: `https://dexscreener.com/${pair[1]}/${pair[2]}`,
      pairAddress: pair[2],
      baseToken: { address: 'FakeMint1111111111111111111111111111111111', name: 'Vibie', symbol: 'VIBIE' },
      quoteToken: {
        address: 'So11111111111111111111111111111111111111112',
        name: 'Wrapped SOL',
        symbol: 'SOL',
      },
      priceNative: '0.0000001',
      priceUsd: state.priceUsd,
      priceChange: { m5: 0.1, h1: 0.4, h6: 1.2, h24: state.change24h },
      liquidity: { usd: 12345.67, base: 100000000, quote: 50 },
      fdv: 21070,
      pairCreatedAt: 1726920000000,
    };
    return send(200, { schemaVersion: '1.0.0', pairs: [entry], pair: entry });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      state = { ...state, ...next };
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
