import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** When the provider answers HTTP 429: from its `from`-th call of `method` on, `times` answers in a row. */
export interface RateLimit {
  readonly method: string;
  readonly from: number;
  /** @default every call from then on */
  readonly times?: number;
  /** The Retry-After header's seconds. @default 1 */
  readonly retryAfterS?: number;
  /** Holds every answer this long first, as a slow vendor does. @default 0 */
  readonly delayMs?: number;
}

/**
 * A provider of the test's own in front of a local chain: it passes every JSON-RPC call through, except
 * the calls `limit` names, which it answers as a rate-limited vendor does (HTTP 429 with Retry-After and
 * a JSON-RPC error body), or answers late.
 */
export async function startRateLimitedRpc(target: string) {
  let limit: RateLimit | undefined;
  let seen = 0;
  let refused = 0;
  const server = createServer((req, res) => {
    const pieces: Buffer[] = [];
    req.on('data', (chunk: Buffer) => pieces.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(pieces).toString('utf8');
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      const rule = limit;
      if (rule?.delayMs) await new Promise((done) => setTimeout(done, rule.delayMs));
      if (rule && method === rule.method) {
        seen += 1;
        const within = seen >= rule.from && (rule.times === undefined || seen < rule.from + rule.times);
        if (within) {
          refused += 1;
          res.writeHead(429, {
            'content-type': 'application/json',
            'retry-after': String(rule.retryAfterS ?? 1),
          });
          res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: 429, message: 'Too many requests' } }));
          return;
        }
      }
      try {
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        res.destroy();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Sets the rule (none: every call passes) and starts counting calls again. */
    limit: (rule: RateLimit | undefined) => {
      limit = rule;
      seen = 0;
      refused = 0;
    },
    /** Calls answered 429 since the rule was set. */
    refused: () => refused,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
