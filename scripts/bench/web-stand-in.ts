import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEX_PAIR, FIXTURES } from './web-fixtures';

/** Where the benchmark's page reads the price: a path of its own origin, proxied to the stand-in. */
export const DEX_PATH = '/__dex';

/** A running stand-in of the API and the price service. */
export interface StandIn {
  url: string;
  stop(): Promise<void>;
}

/**
 * Answers what the page reads, so a benchmark run never leaves the machine: the API's public reads
 * (demo content, with the ETag revalidation the API does) and the DEX pair under {@link DEX_PATH}.
 * The site server proxies both paths of the page's origin here.
 */
export async function startStandIn(): Promise<StandIn> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith(`${DEX_PATH}/latest/dex/pairs/`)) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(DEX_PAIR));
      return;
    }
    const fixture = FIXTURES[path.replace(/\/$/, '')];
    const body = JSON.stringify(fixture ?? { success: false, message: 'Not found' });
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    if (fixture && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(fixture ? 200 : 404, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=0, s-maxage=5',
      etag,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
