import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { LOCALES } from '../../web/src/lib/i18n/locales';
import { apiRoutes, loadHandler, viewerRequestCode } from './viewer-request-code';

interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}
interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, QueryValue>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
interface EdgeResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

// Evaluated exactly as the local dev server does, so both run the same code.
const source = readFileSync(new URL('./viewer-request.js', import.meta.url), 'utf8');
const handler = new Function(`${source}\nreturn handler;`)() as (
  event: unknown,
) => EdgeRequest | EdgeResponse;

/** The viewer-request event of a GET for `uri`. */
const viewerGet = (uri: string, querystring: Record<string, QueryValue> = {}) => ({
  version: '1.0',
  context: { eventType: 'viewer-request' },
  viewer: { ip: '192.0.2.1' },
  request: { method: 'GET', uri, querystring, headers: {}, cookies: {} },
});

function run(uri: string, querystring: Record<string, QueryValue> = {}): EdgeRequest | EdgeResponse {
  return handler(viewerGet(uri, querystring));
}

function uriOf(result: EdgeRequest | EdgeResponse): string {
  if ('statusCode' in result) throw new Error(`expected a request, got a ${result.statusCode} response`);
  return result.uri;
}

function locationOf(result: EdgeRequest | EdgeResponse): string {
  if (!('statusCode' in result)) throw new Error(`expected a redirect, got a request for ${result.uri}`);
  expect(result.statusCode).toBe(302);
  const location = result.headers.location?.value;
  if (location === undefined) throw new Error('redirect without a location');
  return location;
}

describe('viewer-request function', () => {
  it.each(['/brand-assets', '/brand-assets/'])('redirects %s to the brand page', (uri) => {
    expect(locationOf(run(uri))).toBe('/brand/');
  });

  it.each(['/brand-pack', '/brand-pack/'])('redirects %s to the brand-pack zip', (uri) => {
    expect(locationOf(run(uri))).toBe('/brand/brand-pack.zip');
  });

  it('redirects /brand to its folder so relative links resolve', () => {
    expect(locationOf(run('/brand'))).toBe('/brand/');
  });

  it('serves the brand page from its folder index', () => {
    expect(uriOf(run('/brand/'))).toBe('/brand/index.html');
  });

  it('keeps the query string on redirects, repeated keys and empty values included', () => {
    const location = locationOf(
      run('/brand-pack', {
        utm_source: { value: 'x%20y' },
        tag: { value: 'b', multiValue: [{ value: 'a' }, { value: 'b' }] },
        flag: { value: '' },
      }),
    );
    expect(location).toBe('/brand/brand-pack.zip?utm_source=x%20y&tag=a&tag=b&flag');
  });

  it('adds no question mark when there is no query string', () => {
    expect(locationOf(run('/brand-assets', {}))).toBe('/brand/');
  });

  it.each([
    '/',
    '/whitepaper',
    '/tokenomics',
    '/roadmap',
    '/community',
    '/whitepaper/',
    '/roadmap/',
    '/roadmap/q3',
    '/community/telegram/',
    '/tokenomics/a/b/c',
    '/official',
    '/official/',
    '/news',
  ])('serves the landing page for %s', (uri) => {
    expect(uriOf(run(uri))).toBe('/index.html');
  });

  it('keeps the query string on section rewrites', () => {
    const result = run('/roadmap', { ref: { value: 'x' } });
    expect(uriOf(result)).toBe('/index.html');
    expect((result as EdgeRequest).querystring).toEqual({ ref: { value: 'x' } });
  });

  it.each(['/api/', '/api/canonical/faq/'])('drops the trailing slash of API path %s', (uri) => {
    expect(uriOf(run(uri))).toBe(uri.slice(0, -1));
  });

  it.each([
    '/api',
    '/api/canonical/faq',
    '/api/canonical/roadmap/abc/move',
    '/api/roadmap',
    '/index.html',
    '/assets/index-3f2a1b.js',
    '/favicon.ico',
    '/brand/brand-pack.zip',
    '/brand/logo.svg',
    '/roadmaps',
    '/whitepaper.pdf',
    '/brand-assets/logo.png',
    '/robots.txt',
  ])('passes %s through unchanged', (uri) => {
    expect(uriOf(run(uri))).toBe(uri);
  });
});

describe('with the web build filled in at synth', () => {
  const site = {
    files: ['/index.html', '/favicon.svg', '/robots.txt', '/brand/index.html', '/brand/brand-pack.zip'],
    notFound: {
      body: '<!doctype html><title>Not found</title>',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
      },
    },
  };
  const built = loadHandler<
    unknown,
    EdgeRequest | (EdgeResponse & { body?: { encoding: string; data: string } })
  >(viewerRequestCode(site));
  const request = (uri: string) => built(viewerGet(uri));

  it.each(['/no-such-page', '/index.htm', '/brand/missing.png', '/404.html', '/apiary', '/fr/news/x'])(
    'answers %s with 404 and the page, headers included',
    (uri) => {
      const answer = request(uri);
      expect(answer).toEqual({
        statusCode: 404,
        statusDescription: 'Not Found',
        headers: {
          'content-type': { value: 'text/html; charset=utf-8' },
          'content-security-policy': { value: "default-src 'none'" },
        },
        body: { encoding: 'text', data: site.notFound.body },
      });
    },
  );

  it.each([
    ['/', '/index.html'],
    ['/tokenomics/', '/index.html'],
    ['/favicon.svg', '/favicon.svg'],
    ['/brand/', '/brand/index.html'],
    ['/api/canonical/faq/', '/api/canonical/faq'],
    ['/news/abc', '/api/pages/en/news/abc'],
    ['/ko/news/abc', '/api/pages/ko/news/abc'],
  ])('passes %s on as %s', (uri, expected) => {
    expect(uriOf(request(uri))).toBe(expected);
  });

  it('answers an unknown API path with 404 JSON and the security headers', () => {
    expect(request('/api/no-such-route')).toEqual({
      statusCode: 404,
      statusDescription: 'Not found',
      headers: {
        'content-type': { value: 'application/json; charset=utf-8' },
        'content-security-policy': { value: "default-src 'none'" },
        'cache-control': { value: 'no-store' },
      },
      body: { encoding: 'text', data: '{"success":false,"message":"Not found"}' },
    });
  });

  it('answers a news path with more than a slug (/news/a/b) as an unknown API path: 404 JSON', () => {
    expect(request('/news/a/b')).toMatchObject({ statusCode: 404 });
    expect(request('/es/news/a/b/')).toMatchObject({ statusCode: 404 });
  });

  it('still redirects the brand routes', () => {
    expect(request('/brand-pack')).toMatchObject({ statusCode: 302 });
  });

  it('refuses code over the 10 KB limit of CloudFront Functions', () => {
    expect(() =>
      viewerRequestCode({ ...site, notFound: { ...site.notFound, body: 'x'.repeat(11_000) } }),
    ).toThrow(/over CloudFront's limit of 10240/);
  });
});

describe('public API reads: one cache entry whatever the query string or Authorization', () => {
  const code = viewerRequestCode();
  const edge = loadHandler<unknown, EdgeRequest | EdgeResponse>(code);
  const request = (
    method: string,
    uri: string,
    querystring: Record<string, QueryValue> = {},
    headers: Record<string, { value: string }> = {},
  ) =>
    edge({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      // Copies: the function changes the request it is given, as CloudFront's does.
      request: {
        method,
        uri,
        querystring: structuredClone(querystring),
        headers: structuredClone(headers),
        cookies: {},
      },
    }) as EdgeRequest;
  const noise = { r: { value: 'a8f3' }, tag: { value: 'b', multiValue: [{ value: 'a' }, { value: 'b' }] } };
  const token = { authorization: { value: 'Bearer x.y.z' }, accept: { value: 'application/json' } };
  // Every public GET of the route table, its parameters filled in.
  const publicGets = ROUTES.filter((r) => r.method === 'GET' && !r.admin).map((r) =>
    r.path.replace(/\{[^}]+\}/g, 'faq'),
  );

  it.each(publicGets)('GET %s loses its query string and Authorization, keeps its other headers', (uri) => {
    const forwarded = request('GET', uri, noise, token);
    expect(forwarded.uri).toBe(uri);
    expect(forwarded.querystring).toEqual({});
    expect(forwarded.headers).toEqual({ accept: { value: 'application/json' } });
  });

  it('forwards two cache-busting attempts as the same request, the one a visitor sends', () => {
    const plain = request('GET', '/api/facts/token');
    const busted = [
      request('GET', '/api/facts/token', { r: { value: String(Math.random()) } }),
      request('GET', '/api/facts/token/', { v: { value: '2' } }, { authorization: { value: 'random-1' } }),
      request('HEAD', '/api/facts/token', {}, { authorization: { value: 'Bearer random-2' } }),
    ];
    for (const attempt of busted) {
      expect({ uri: attempt.uri, querystring: attempt.querystring, headers: attempt.headers }).toEqual({
        uri: plain.uri,
        querystring: plain.querystring,
        headers: plain.headers,
      });
    }
  });

  it.each([
    ['POST', '/api/canonical/faq'],
    ['PUT', '/api/canonical/faq/abc'],
    ['DELETE', '/api/canonical/roadmap/abc'],
    ['POST', '/api/canonical/roadmap/abc/move'],
    ['POST', '/api/new-holders/webhook'],
  ])('%s %s keeps its Authorization (writes are authorised by it)', (method, uri) => {
    const forwarded = request(method, uri, noise, token);
    expect(forwarded.headers.authorization).toEqual({ value: 'Bearer x.y.z' });
    expect(forwarded.querystring).toEqual(noise);
  });

  it("keeps an administrator read's Authorization: only public routes are listed", () => {
    const withAdminRead = loadHandler<unknown, EdgeRequest>(
      viewerRequestCode(undefined, undefined, [
        ...ROUTES,
        { name: 'admin-history', method: 'GET', path: '/api/admin/history', entry: 'x.ts', admin: true },
      ]),
    );
    const forwarded = withAdminRead({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      request: {
        method: 'GET',
        uri: '/api/admin/history',
        querystring: {},
        headers: structuredClone(token),
        cookies: {},
      },
    });
    expect(forwarded.headers.authorization).toEqual({ value: 'Bearer x.y.z' });
  });

  it('drops them by path, not by the route table: a GET outside /api/admin/ never keeps a token', () => {
    const withOddRead = loadHandler<unknown, EdgeRequest>(
      viewerRequestCode(undefined, undefined, [
        ...ROUTES,
        { name: 'odd-read', method: 'GET', path: '/api/odd/{id}', entry: 'x.ts', admin: true },
      ]),
    );
    const forwarded = withOddRead({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      request: {
        method: 'GET',
        uri: '/api/odd/abc',
        querystring: structuredClone(noise),
        headers: structuredClone(token),
        cookies: {},
      },
    });
    expect(forwarded.uri).toBe('/api/odd/abc');
    expect(forwarded.headers.authorization).toBeUndefined();
    expect(forwarded.querystring).toEqual({});
  });

  it('keeps the query string and Authorization of every administrator read of the route table', () => {
    const adminReads = ROUTES.filter((r) => r.method === 'GET' && r.admin);
    expect(adminReads.length).toBeGreaterThan(3);
    for (const route of adminReads) {
      const forwarded = request('GET', route.path.replace(/\{[^}]+\}/g, 'faq'), noise, token);
      expect(forwarded.headers.authorization).toEqual({ value: 'Bearer x.y.z' });
      expect(forwarded.querystring).toEqual(noise);
    }
  });

  it('lists every route of the table with its methods, known collections spelled out', () => {
    const table = apiRoutes();
    expect(table['/canonical/donations|roadmap|faq|announcements']).toBe('GP');
    expect(table['/canonical/donations|roadmap|faq|announcements/*']).toBe('UD');
    expect(table['']).toBe('G');
    expect(table['/new-holders/webhook']).toBe('P');
    expect(Object.values(table).join('')).toHaveLength(ROUTES.length);
  });
});

describe('unknown and odd API paths: answered at the edge, never a function run', () => {
  const edge = loadHandler<unknown, EdgeRequest | (EdgeResponse & { body?: { data: string } })>(
    viewerRequestCode(),
  );
  const send = (method: string, uri: string, headers: Record<string, { value: string }> = {}) =>
    edge({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      request: {
        method,
        uri,
        querystring: { r: { value: '1' } },
        headers: structuredClone(headers),
        cookies: {},
      },
    });
  const statusOf = (result: EdgeRequest | EdgeResponse) =>
    'statusCode' in result ? result.statusCode : 'origin';

  it.each([
    '/api/canonical/anything',
    '/api/canonical/FAQ',
    '/api/canonical/fa%71',
    '/api/canonical/faq%2Fabc',
    '/api/canonical%2Ffaq',
    '/api/CANONICAL/faq',
    '/api/Facts/token',
    '/api/facts/token/extra',
    '/api//canonical/faq',
    '/api/canonical//faq',
    '/api/canonical/faq//',
    '/api//',
    '/api/holders/count%2F',
    '/api/admin',
    '/api/admin/',
    '/api/ADMIN/history',
    '/api/no-such-route',
    '/api/new-holders/latest.json',
  ])('GET %s: 404 JSON from the function', (uri) => {
    const answer = send('GET', uri, { authorization: { value: 'Bearer x' } });
    expect(statusOf(answer)).toBe(404);
    expect(JSON.parse((answer as { body: { data: string } }).body.data)).toEqual({
      success: false,
      message: 'Not found',
    });
  });

  it.each([
    ['POST', '/api/canonical/anything'],
    ['PUT', '/api/canonical/faq%2Fx/abc'],
    ['DELETE', '/api/admin/chart-links'],
    ['POST', '/api/new-holders/webhook/x'],
    ['OPTIONS', '/api/nothing'],
  ])('%s %s: 404 or 405 from the function', (method, uri) => {
    expect([404, 405]).toContain(statusOf(send(method, uri)));
  });

  it('answers a known path with another method 405, naming the allowed ones', () => {
    const answer = send('GET', '/api/new-holders/webhook') as EdgeResponse;
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toEqual({ value: 'POST' });
    expect((send('POST', '/api/facts/token') as EdgeResponse).headers.allow).toEqual({ value: 'GET' });
    expect((send('GET', '/api/canonical/faq/abc') as EdgeResponse).headers.allow).toEqual({
      value: 'PUT, DELETE',
    });
  });

  it.each([
    ['GET', '/api/canonical/faq/', '/api/canonical/faq'],
    ['HEAD', '/api/holders/count', '/api/holders/count'],
    ['GET', '/api/', '/api'],
    ['PUT', '/api/canonical/roadmap/a%2Fb', '/api/canonical/roadmap/a%2Fb'],
    ['POST', '/api/new-holders/webhook/', '/api/new-holders/webhook'],
    ['GET', '/api/admin/history/faq/abc', '/api/admin/history/faq/abc'],
  ])('%s %s goes on to the API as %s', (method, uri, expected) => {
    const forwarded = send(method, uri);
    expect(statusOf(forwarded)).toBe('origin');
    expect((forwarded as EdgeRequest).uri).toBe(expected);
  });

  // The build's part (its top-level files, the 404 page and its headers) took about 2.9 KB of the demo
  // build in November 2026 (8,070 bytes in all with the code): 4.5 KB keeps it room to grow by half again.
  it("leaves 4.5 KB of CloudFront's 10 KB for the build's 404 page, the whole route table included", () => {
    expect(Buffer.byteLength(viewerRequestCode())).toBeLessThan(10_240 - 4_608);
  });

  it('ships the source without comments, blank lines or indentation, and behaves the same', () => {
    const shipped = viewerRequestCode();
    expect(shipped).not.toMatch(/^\s*\/\//m);
    expect(shipped).not.toMatch(/^\s/m);
    expect(statusOf(send('GET', '/api/canonical/anything'))).toBe(404);
  });
});

// behaviour §14.2, ADR 39: an announcement's own page is the API's news-page route.
describe("an announcement's own page", () => {
  it.each([
    ['/news/AbC123xyz', '/api/pages/en/news/AbC123xyz'],
    ['/news/AbC123xyz/', '/api/pages/en/news/AbC123xyz'],
    ['/es/news/AbC123xyz', '/api/pages/es/news/AbC123xyz'],
    ['/ar/news/AbC123xyz', '/api/pages/ar/news/AbC123xyz'],
    ['/pt-br/news/%3Cscript%3E', '/api/pages/pt-br/news/%3Cscript%3E'],
  ])('sends %s to the API as %s, without query string or token', (uri, expected) => {
    const result = handler({
      ...viewerGet(uri, { r: { value: '1' } }),
      request: {
        method: 'GET',
        uri,
        querystring: { r: { value: '1' } },
        headers: { authorization: { value: 'Bearer x' } },
        cookies: {},
      },
    }) as EdgeRequest;
    expect(uriOf(result)).toBe(expected);
    expect(result.querystring).toEqual({});
    expect(result.headers.authorization).toBeUndefined();
  });

  it('keeps /news, /news/ and /es/news/ the news section of the page', () => {
    expect(uriOf(run('/news'))).toBe('/index.html');
    expect(uriOf(run('/news/'))).toBe('/index.html');
    expect(uriOf(run('/es/news/'))).toBe('/es/index.html');
  });

  it('leaves a path under no locale (/fr/news/x) to the site, which has no such file', () => {
    expect(uriOf(run('/fr/news/x'))).toBe('/fr/news/x');
  });
});

describe('under every locale prefix (ADR 21)', () => {
  const prefixes = LOCALES.filter((locale) => locale !== 'en');
  const sections = ['whitepaper', 'tokenomics', 'roadmap', 'community', 'official', 'news', 'donate'];

  it("knows the web app's locales", () => {
    const listed = /const LOCALES = (\[[^\]]*\]);/.exec(source)?.[1] ?? '[]';
    expect(JSON.parse(listed.replace(/'/g, '"'))).toEqual(prefixes);
  });

  it.each(prefixes)('serves /%s/ its own page, its section routes included', (locale) => {
    for (const uri of [`/${locale}`, `/${locale}/`]) expect(uriOf(run(uri))).toBe(`/${locale}/index.html`);
    for (const section of sections.filter((s) => s !== 'news')) {
      for (const uri of [`/${locale}/${section}`, `/${locale}/${section}/`, `/${locale}/${section}/a/b`]) {
        expect(uriOf(run(uri)), uri).toBe(`/${locale}/index.html`);
      }
    }
  });

  it.each(prefixes)('redirects the brand routes under /%s/ to the one brand folder', (locale) => {
    expect(locationOf(run(`/${locale}/brand-assets`))).toBe('/brand/');
    expect(locationOf(run(`/${locale}/brand-pack/`))).toBe('/brand/brand-pack.zip');
    expect(locationOf(run(`/${locale}/brand/`))).toBe('/brand/');
  });

  it('keeps the query string on a locale section rewrite', () => {
    const result = run('/ja/roadmap', { ref: { value: 'x' } });
    expect(uriOf(result)).toBe('/ja/index.html');
    expect((result as EdgeRequest).querystring).toEqual({ ref: { value: 'x' } });
  });

  it('takes neither English nor an unknown code, nor a look-alike, for a prefix', () => {
    expect(uriOf(run('/en/roadmap'))).toBe('/en/roadmap');
    expect(uriOf(run('/fr/'))).toBe('/fr/index.html');
    expect(uriOf(run('/es-mx/roadmap'))).toBe('/es-mx/roadmap');
    expect(uriOf(run('/esroadmap'))).toBe('/esroadmap');
  });

  describe('with the web build filled in', () => {
    const site = {
      files: ['/index.html'],
      notFound: {
        body: '<!doctype html><html lang="en"><title>Page not found · X</title><main><p>404</p><h1>Gone</h1><p>Old link.</p><a href="/">Back</a></main></html>',
        headers: { 'content-type': 'text/html; charset=utf-8' },
        locales: Object.fromEntries(
          prefixes.map((locale) => [locale, [`lang="${locale}"`, `T-${locale}`, `B-${locale}`]]),
        ),
      },
    };
    const built = loadHandler<unknown, EdgeRequest | (EdgeResponse & { body: { data: string } })>(
      viewerRequestCode(site),
    );
    const request = (uri: string) => built(viewerGet(uri));

    it.each(prefixes)('answers an unknown path under /%s/ with the 404 page in that locale', (locale) => {
      const answer = request(`/${locale}/no-such-page`) as EdgeResponse & { body: { data: string } };
      expect(answer.statusCode).toBe(404);
      expect(answer.body.data).toBe(
        `<!doctype html><html lang="${locale}"><title>T-${locale} · X</title><main><p>404</p><h1>T-${locale}</h1><a href="/${locale}/">B-${locale}</a></main></html>`,
      );
      // The locale's page itself is not in the file list: it is reached through the prefix.
      expect(uriOf(request(`/${locale}/roadmap`))).toBe(`/${locale}/index.html`);
      expect(uriOf(request(`/${locale}/index.html`))).toBe(`/${locale}/index.html`);
    });

    it('answers an unknown path outside any prefix with the English page', () => {
      const answer = request('/no-such-page') as EdgeResponse & { body: { data: string } };
      expect(answer.body.data).toBe(site.notFound.body);
    });

    // A locale's translated content (ADR 28) is an API path: never a page under a prefix.
    it.each(prefixes)("sends /api/locales/%s/... to the API, never to that locale's page", (locale) => {
      for (const path of ['canonical/faq', 'canonical/roadmap', 'firebase/chart-links']) {
        const uri = `/api/locales/${locale}/${path}`;
        const forwarded = built({
          ...viewerGet(uri, { r: { value: '1' } }),
          request: { ...viewerGet(uri).request, querystring: { r: { value: '1' } } },
        });
        expect(uriOf(forwarded), uri).toBe(uri);
        expect((forwarded as EdgeRequest).querystring).toEqual({});
      }
      expect(uriOf(request(`/api/locales/${locale}/canonical/faq/`))).toBe(
        `/api/locales/${locale}/canonical/faq`,
      );
      // A section's name after the locale is no page either: no route has it.
      const section = request(`/api/locales/${locale}/roadmap`) as EdgeResponse & { body: { data: string } };
      expect(section.statusCode).toBe(404);
      expect(JSON.parse(section.body.data)).toEqual({ success: false, message: 'Not found' });
      const collection = request(`/api/locales/${locale}/canonical/anything`) as EdgeResponse;
      expect(collection.statusCode).toBe(404);
    });

    it('lets the API answer a locale it does not have (400, naming the locales), English included', () => {
      for (const uri of ['/api/locales/en/canonical/faq', '/api/locales/fr/firebase/chart-links']) {
        expect(uriOf(request(uri))).toBe(uri);
      }
    });
  });
});
