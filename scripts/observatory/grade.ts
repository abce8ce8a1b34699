import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

/** One test of the Observatory, as graded. */
export interface GradedTest {
  readonly name: string;
  readonly pass: boolean;
  readonly result: string;
  readonly scoreModifier: number;
}

/** The grade of a site's headers, computed as the Observatory's scanner computes it. */
export interface Grade {
  readonly grade: string;
  readonly score: number;
  readonly testsPassed: number;
  readonly testsQuantity: number;
  readonly tests: readonly GradedTest[];
}

/** A response recorded from the local server: status, lower-case headers, body. */
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function record(url: string, init: RequestInit = {}): Promise<Recorded> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

// The package downloads Chromium's HSTS preload list at install, which an offline install skips; an
// empty list says what is true of a new domain (and of loopback): not preloaded.
function ensurePreloadList(): void {
  const types = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/src/types.js');
  const file = join(dirname(types), '..', 'conf', 'hsts-preload.json');
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}\n');
}

/**
 * Grades the page at `siteUrl` (a local server applying the distribution's headers) with the MDN HTTP
 * Observatory's own tests and grading. Its scanner cannot be pointed at a loopback HTTP server (it
 * connects over HTTPS with a verified certificate, on standard ports), so the responses are recorded
 * here and handed to its tests as the scanner would: the page as the HTTPS answer, and the HTTP leg as
 * CloudFront's `redirect-to-https` answers it (a 301 to the same host; the template tests assert that
 * policy on every behaviour).
 */
export async function gradeSite(siteUrl: string, hostname = 'token.test'): Promise<Grade> {
  ensurePreloadList();
  const page = await record(new URL('/', siteUrl).href);
  const cors = await record(new URL('/', siteUrl).href, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://http-observatory.security.mozilla.org',
      'access-control-request-method': 'GET',
    },
  });
  const https = new URL(`https://${hostname}/`);
  // Headers as axios gives them to the tests: enumerable names, and a `get` some tests call.
  const axiosLike = (headers: Record<string, string>) =>
    Object.defineProperty({ ...headers }, 'get', {
      value: (name: string) => headers[name.toLowerCase()],
      enumerable: false,
    });
  const asScanned = (r: Recorded) => ({
    status: r.status,
    headers: axiosLike(r.headers),
    data: r.body,
    verified: true,
    request: { headers: { origin: 'https://http-observatory.security.mozilla.org' } },
  });

  const requests = new Requests(hostname);
  const auto = {
    ...asScanned(page),
    httpEquiv: page.headers['content-type']?.startsWith('text/html')
      ? parseHttpEquivHeaders(page.body, https.href)
      : new Map(),
  };
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.responses.http = auto;
  requests.responses.cors = asScanned(cors);
  requests.responses.httpRedirects = [
    { url: new URL(`http://${hostname}/`), status: 301 },
    { url: https, status: page.status },
  ];
  requests.responses.httpsRedirects = [{ url: https, status: page.status }];
  requests.resources.path = page.body;
  requests.session = { url: https, jar: null };

  // As the scanner does (src/scanner/index.js): extra credit only on top of an A.
  let testsPassed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests);
    const scoreModifier = output.result ? getScoreModifier(output.result) : 0;
    if (output.pass) testsPassed += 1;
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    return {
      name: output.constructor.name,
      pass: output.pass === true,
      result: output.result ?? 'none',
      scoreModifier,
    };
  });
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade: final.grade, score: final.score, testsPassed, testsQuantity: NUM_TESTS, tests };
}
