import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The largest slot a JSON number holds exactly: one answer carrying it would stall a watch for good. */
export const FAR_FUTURE_SLOT = Number.MAX_SAFE_INTEGER;

/**
 * A JSON-RPC provider of the test's own in front of a real one (the fake node): it passes every request
 * on and every answer back, except that, armed, it says the next `times` answers of `method` were read
 * at `slot` (their `context.slot`), as a provider behind a load balancer with one broken node might.
 * Its own `getSlot` stays the node's.
 */
export async function startSlotLiar(target: string) {
  let lie: { method: string; slot: number; times: number } | undefined;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', async () => {
      const { method } = JSON.parse(text) as { method: string };
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      let body = await upstream.text();
      if (lie && lie.times > 0 && method === lie.method) {
        const answer = JSON.parse(body) as { result?: { context?: { slot: number } } };
        if (answer.result?.context) {
          answer.result.context.slot = lie.slot;
          lie.times -= 1;
          body = JSON.stringify(answer);
        }
      }
      res.writeHead(upstream.status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The next `times` answers of `method` name `slot` as theirs. */
    lieOnce: (method: string, slot = FAR_FUTURE_SLOT, times = 1) => {
      lie = { method, slot, times };
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
