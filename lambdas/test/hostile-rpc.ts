import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the provider misbehaves on the methods that read holders and balances: it echoes the request
 * (API key included) in a JSON-RPC error of a 200 answer, answers a valid but oversized result, or an
 * HTTP error with an oversized body. `getSlot` and `getTokenSupply` (a full scan reads the supply before
 * its pages) are always answered well, so a run gets to the call tested.
 */
export type HostileMode = 'echo-key' | 'huge-result' | 'huge-error';

/** Bytes of padding in the oversized answers: above the 4 MiB every answer is held to. */
export const HUGE_BYTES = 5 * 1024 * 1024;

const answer = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

/** A JSON-RPC provider of the test's own that answers real JSON-RPC, badly, as `mode` says. */
export async function startHostileRpc() {
  let mode: HostileMode = 'echo-key';
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const { id, method } = JSON.parse(text) as { id: number; method: string };
      requests.push(method);
      if (method === 'getSlot') return answer(res, 200, JSON.stringify({ jsonrpc: '2.0', id, result: 1234 }));
      if (method === 'getTokenSupply') {
        const supply = { amount: '1000', decimals: 0, uiAmount: 1000, uiAmountString: '1000' };
        return answer(
          res,
          200,
          JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1234 }, value: supply } }),
        );
      }
      if (mode === 'echo-key') {
        const error = { code: -32401, message: `invalid api key: POST ${req.url} refused` };
        return answer(res, 200, JSON.stringify({ jsonrpc: '2.0', id, error }));
      }
      const pad = 'x'.repeat(HUGE_BYTES);
      if (mode === 'huge-error') return answer(res, 500, `{"error":"${pad}"}`);
      // A well-formed balance, its context padded: read whole, it would pass.
      const result = { context: { slot: 1234, pad }, value: 5_000_000_000 };
      return answer(res, 200, JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    /** The provider's base URL (append the path and query that carry the key). */
    url: `http://127.0.0.1:${port}`,
    setMode: (next: HostileMode) => {
      mode = next;
    },
    /** The methods asked so far. */
    requests: () => [...requests],
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
