import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from '../build/content-types';
import { DEX_PAIR, FIXTURES } from './bench-fixtures';

/** A running bench server. */
export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the built site the way the CDN does (gzip, immutable hashed assets, section routes to
 * the page) with a stand-in API and DEX endpoint on the same origin, so nothing leaves the machine.
 */
export async function startBenchServer(distDir: string): Promise<BenchServer> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
    const send = (status: number, type: string, body: Buffer, cache: string, etag?: string) => {
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': cache };
      if (etag) headers.etag = etag;
      if (gzip && body.length > 512) {
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
        res.writeHead(status, headers).end(gzipSync(body));
      } else res.writeHead(status, headers).end(body);
    };
    const apiPath = path.replace(/\/$/, '');
    if (apiPath in FIXTURES || path.startsWith('/api')) {
      const fixture = FIXTURES[apiPath];
      const body = Buffer.from(JSON.stringify(fixture ?? { success: false, message: 'Not found' }));
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      if (fixture && req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
      return send(fixture ? 200 : 404, 'application/json', body, 'public, max-age=0, s-maxage=5', etag);
    }
    if (path.startsWith('/__dex/latest/dex/pairs/')) {
      return send(200, 'application/json', Buffer.from(JSON.stringify(DEX_PAIR)), 'no-store');
    }
    const relative =
      /^\/(whitepaper|tokenomics|roadmap|community)(\/|$)/.test(path) || path === '/' ? '/index.html' : path;
    const file = normalize(join(distDir, relative));
    if (!file.startsWith(distDir)) return res.writeHead(403).end();
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const cache = relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(200, contentTypeOf(extname(file)), await readFile(file), cache);
    } catch {
      return send(404, 'text/plain; charset=utf-8', Buffer.from('Not found'), 'no-store');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
