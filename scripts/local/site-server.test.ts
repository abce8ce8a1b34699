import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebBuild } from '../../infra/test/fixtures.js';
import { NOT_FOUND_LOCALES, NOT_FOUND_PAGE } from '../../web/build-plugins/not-found-page.js';
import { SECTION_ROUTES } from '../../web/src/app/section-routes.js';
import { type SiteServer, startSiteServer } from './site-server.js';

/** A GET with the given request headers: status, headers and the raw (still encoded) body. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

describe('site server (a web build served as the distribution serves it)', () => {
  let server: SiteServer;
  let standIn: ReturnType<typeof createServer>;
  let build: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    build = makeWebBuild();
    writeFileSync(join(build, 'assets', 'big-c3d4.js'), bigScript);
    // Two locale pages and the 404 page's parts in them (ADR 21), as the web build writes them.
    for (const locale of ['es', 'ar']) {
      mkdirSync(join(build, locale));
      writeFileSync(join(build, locale, 'index.html'), `<!doctype html><title>${locale}</title>`);
    }
    writeFileSync(
      join(build, NOT_FOUND_LOCALES),
      JSON.stringify({ es: ['lang="es"', 'No encontrada', 'Volver'] }),
    );
    standIn = createServer((req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })),
    );
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    server = await startSiteServer({
      webBuildPath: build,
      chartHosts: ['dexscreener.com'],
      proxies: { '/__dex': standInUrl },
    });
  });
  afterAll(async () => {
    await server?.stop();
    standIn?.close();
  });

  it('answers an unknown path with the build’s not-found page and status 404', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(join(build, NOT_FOUND_PAGE), 'utf8'));
  });

  it('sends Cross-Origin-Resource-Policy as the distribution does: same-origin, cross-origin on the brand files', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const asset = await fetch(`${server.url}/assets/index-a1b2.js`);
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const brand = await fetch(`${server.url}/brand/brand-pack.zip`);
    expect(brand.status).toBe(200);
    expect(brand.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves the page on every section route of the one section list, and on its sub-paths', async () => {
    const page = readFileSync(join(build, 'index.html'), 'utf8');
    // `/news/<id>` is not one: an announcement's own page, the API's (behaviour §14.2).
    const sections = SECTION_ROUTES.filter((section) => section !== 'news');
    for (const path of [
      '/',
      '/news',
      '/news/',
      ...sections.flatMap((section) => [`/${section}`, `/${section}/more`]),
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toBe(page);
    }
  });

  it('serves each locale its own page on its prefix and its section routes (ADR 21)', async () => {
    for (const locale of ['es', 'ar']) {
      const page = readFileSync(join(build, locale, 'index.html'), 'utf8');
      const paths = [
        `/${locale}/`,
        `/${locale}/news`,
        ...SECTION_ROUTES.filter((section) => section !== 'news').flatMap((section) => [
          `/${locale}/${section}`,
          `/${locale}/${section}/x`,
        ]),
      ];
      for (const path of paths) {
        const response = await fetch(`${server.url}${path}`);
        expect([path, response.status]).toEqual([path, 200]);
        expect(await response.text()).toBe(page);
      }
    }
    const brand = await fetch(`${server.url}/es/brand-pack`, { redirect: 'manual' });
    expect([brand.status, brand.headers.get('location')]).toEqual([302, '/brand/brand-pack.zip']);
    expect((await fetch(`${server.url}/404-locales.json`)).status).toBe(404);
  });

  it('answers an unknown path under a locale prefix with the 404 page in that locale', async () => {
    const response = await fetch(`${server.url}/es/no-such-page`);
    expect(response.status).toBe(404);
    // The fixture's 404 page has a title, but no <html> tag or <main>: only the title is swapped.
    expect(await response.text()).toContain('<title>No encontrada');
  });

  it('serves the brand page at /brand/ and redirects /brand there', async () => {
    const page = await fetch(`${server.url}/brand/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(join(build, 'brand', 'index.html'), 'utf8'));
    const bare = await fetch(`${server.url}/brand`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/brand/');
  });

  it('sends the distribution’s security headers on the page, an asset and the 404 page', async () => {
    for (const path of ['/', '/assets/index-a1b2.js', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      for (const [name, value] of Object.entries(server.headers)) {
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      }
    }
    expect(server.headers['content-security-policy']).toMatch(/frame-src[^;]*dexscreener\.com/);
    expect(server.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gzips a text file of 1,000 bytes or more when the viewer accepts it, as the distribution does', async () => {
    const zipped = await rawGet(`${server.url}/assets/big-c3d4.js`, { 'accept-encoding': 'gzip, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(bigScript);

    const plain = await rawGet(`${server.url}/assets/big-c3d4.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(bigScript);

    const small = await rawGet(`${server.url}/assets/index-a1b2.js`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends an announcement's own page (/news/<id>, /es/news/<id>) to the API, as the distribution does", async () => {
    for (const path of ['/news/abc', '/es/news/abc']) {
      const answer = await fetch(`${server.url}${path}`);
      expect([path, answer.status, await answer.text()]).toEqual([
        path,
        502,
        '{"success":false,"message":"No API"}',
      ]);
    }
  });

  it('proxies a stand-in path to its upstream, and answers 502 JSON for /api without a gateway', async () => {
    const standInAnswer = await fetch(`${server.url}/__dex/latest/dex/pairs/solana/abc`);
    expect(standInAnswer.status).toBe(200);
    expect(await standInAnswer.json()).toEqual({ path: '/__dex/latest/dex/pairs/solana/abc' });
    const api = await fetch(`${server.url}/api/canonical/faq`);
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ success: false, message: 'No API' });
  });
});
