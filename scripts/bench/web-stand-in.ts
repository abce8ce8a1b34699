import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderNewsNotFound, renderNewsPage } from '../../lambdas/content/news-page/render-news-page';
import { isContentLocale } from '../../lambdas/contract/content-locales';
import { BENCH_ADVISORY, DEX_PAIR, FIXTURES } from './web-fixtures';

/** Where the benchmark's page reads the price: a path of its own origin, proxied to the stand-in. */
export const DEX_PATH = '/__dex';

/** The text fields a locale's answer names in `untranslated` when it shows them in English (ADR 28). */
const TEXT_FIELDS = ['title', 'description', 'timeline', 'question', 'answer', 'name'];

/**
 * A locale's answer for an English fixture: the demo content has no translations, so each entry
 * comes in English with its text fields named as untranslated, as the API answers it.
 */
function inEnglish(fixture: unknown): unknown {
  const answer = fixture as { success: boolean; data?: unknown };
  if (!Array.isArray(answer.data)) return fixture;
  const data = answer.data.map((entry: Record<string, unknown>) => {
    const untranslated = TEXT_FIELDS.filter((field) => typeof entry[field] === 'string' && entry[field]);
    return untranslated.length > 0 ? { ...entry, untranslated } : entry;
  });
  return { ...answer, data };
}

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
    // An announcement's own page (behaviour §14.2), as the news-page function renders it: the bench's
    // advisory, in English under every locale as an untranslated one is.
    const news = /^\/api\/pages\/([a-z-]+)\/news\/([^/]+)$/.exec(path);
    if (news) {
      const locale = news[1] === 'en' || isContentLocale(news[1]) ? news[1] : 'en';
      const found = news[2] === BENCH_ADVISORY.id;
      const site = { siteUrl: 'https://bench.example/' };
      const untranslated = locale === 'en' ? {} : { untranslated: ['title', 'body'] };
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        found
          ? renderNewsPage({ ...BENCH_ADVISORY, ...untranslated }, locale, site, [])
          : renderNewsNotFound(locale, site),
      );
      return;
    }
    // A locale's public path (/api/locales/es/canonical/faq) answers its English twin's content.
    const localized = /^\/api\/locales\/[a-z-]+(\/.+)$/.exec(path);
    const english = FIXTURES[(localized ? `/api${localized[1]}` : path).replace(/\/$/, '')];
    const fixture = localized && english ? inEnglish(english) : english;
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
