import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '../../lambdas/contract/collections';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { BUILD_STAMP_FILE } from '../../web/build-plugins/build-stamp';
import { NOT_FOUND_LOCALES, NOT_FOUND_PAGE } from '../../web/build-plugins/not-found-page';
import { LOCALES } from '../../web/src/lib/i18n/locales';

/** Path of the CloudFront Function that redirects and rewrites viewer requests. */
export const VIEWER_REQUEST_FUNCTION_FILE = join(import.meta.dirname, 'viewer-request.js');

/** CloudFront's quota for the code of one CloudFront Function, in bytes. */
export const MAX_FUNCTION_SIZE = 10_240;

/** Folder of the build served by its own behaviour (hashed files, never pruned): not listed. */
const ASSETS_PREFIX = 'assets/';

/** What the function knows of the site: the files that exist, and how to answer any other path. */
export interface SiteManifest {
  /** Paths of the served files, with a leading `/` (e.g. `/index.html`, `/brand/logo.svg`). */
  readonly files: readonly string[];
  /**
   * The 404 answer: the page's HTML and the headers to send with it, and the parts swapped in under each
   * locale prefix (ADR 21).
   */
  readonly notFound: {
    readonly body: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly locales?: Readonly<Record<string, readonly string[]>>;
  };
}

/** Files of the build at `dir` that the default behaviour serves (not `assets/`, not the stamp, not the 404 page). */
export function servedFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return relative === 'assets' ? [] : servedFiles(dir, `${relative}/`);
    // A locale's page is served through its prefix (ADR 21), so the function need not list it.
    const localePage = LOCALES.some((locale) => relative === `${locale}/index.html`);
    const unserved = [BUILD_STAMP_FILE, NOT_FOUND_PAGE, NOT_FOUND_LOCALES];
    if (unserved.includes(relative) || localePage || relative.startsWith(ASSETS_PREFIX)) {
      return [];
    }
    return [`/${relative}`];
  });
}

/** The manifest of the build at `dir`; `headers` are those the 404 answer carries (the security headers). */
export function siteManifest(dir: string, headers: Record<string, string>): SiteManifest {
  return {
    files: servedFiles(dir).sort(),
    notFound: {
      body: readFileSync(join(dir, NOT_FOUND_PAGE), 'utf8'),
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers },
      ...(existsSync(join(dir, NOT_FOUND_LOCALES))
        ? { locales: JSON.parse(readFileSync(join(dir, NOT_FOUND_LOCALES), 'utf8')) }
        : {}),
    },
  };
}

/**
 * Path parameters whose values the edge knows: a request naming another value is answered 404 there
 * (behaviour §10: `{collection}` is donations, roadmap or faq). Other parameters match any segment.
 */
export const KNOWN_PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = {
  collection: COLLECTIONS,
};

/** The letter of each method in the function's route table (its `METHODS`). */
export const METHOD_LETTERS: Readonly<Record<string, string>> = {
  GET: 'G',
  POST: 'P',
  PUT: 'U',
  DELETE: 'D',
  PATCH: 'A',
  OPTIONS: 'O',
};

/**
 * The route table as the function matches it: each path template after `/api` (segments joined by
 * `/`, `*` for a parameter, `a|b|c` for one of {@link KNOWN_PARAMETER_VALUES}) and its methods, one
 * letter each ({@link METHOD_LETTERS}).
 */
export function apiRoutes(routes: readonly RouteDefinition[] = ROUTES): Record<string, string> {
  const table: Record<string, string> = {};
  for (const route of routes) {
    if (route.path !== '/api' && !route.path.startsWith('/api/')) {
      throw new Error(`Route ${route.method} ${route.path} is not under /api`);
    }
    const letter = METHOD_LETTERS[route.method];
    if (letter === undefined)
      throw new Error(`Route ${route.method} ${route.path}: no letter for its method`);
    const template = route.path
      .slice('/api'.length)
      .split('/')
      .map((segment) => {
        const name = /^\{(.+)\}$/.exec(segment)?.[1];
        if (name === undefined) return segment;
        return KNOWN_PARAMETER_VALUES[name]?.join('|') ?? '*';
      })
      .join('/');
    table[template] = (table[template] ?? '') + letter;
  }
  return table;
}

/**
 * `code` without its whole-line comments, blank lines and indentation: CloudFront's 10 KB counts every
 * byte, and the source's comments are for its readers. Safe for viewer-request.js, which has no template
 * literal or string spanning lines.
 */
export function compact(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** Replaces the `marker` line of `source` by `replacement`; throws when the line is missing. */
function fill(source: string, marker: string, replacement: string, file: string): string {
  if (!source.includes(marker)) throw new Error(`${file} has no \`${marker}\` line to fill in`);
  return source.replace(marker, () => replacement);
}

/**
 * The function's code: viewer-request.js with `API_ROUTES` set from the route table, and `SITE` from
 * `site` when given. Throws when the result is over CloudFront's size limit.
 */
export function viewerRequestCode(
  site?: SiteManifest,
  file = VIEWER_REQUEST_FUNCTION_FILE,
  routes: readonly RouteDefinition[] = ROUTES,
): string {
  let code = fill(
    compact(readFileSync(file, 'utf8')),
    'var API_ROUTES = null;',
    `var API_ROUTES = ${JSON.stringify(apiRoutes(routes))};`,
    file,
  );
  if (site) {
    const value = {
      files: Object.fromEntries(site.files.map((f) => [f, true])),
      notFound: site.notFound,
    };
    code = fill(code, 'var SITE = null;', `var SITE = ${JSON.stringify(value)};`, file);
  }
  const size = Buffer.byteLength(code);
  if (size > MAX_FUNCTION_SIZE) {
    throw new Error(
      `The viewer-request function would be ${size} bytes, over CloudFront's limit of ${MAX_FUNCTION_SIZE}: ` +
        'the web build has too many top-level files or too large a 404 page.',
    );
  }
  return code;
}

/** Evaluates function code as CloudFront would call it: the plain script's `handler`. */
export function loadHandler<E, R>(code: string): (event: E) => R {
  return new Function(`${code}\nreturn handler;`)() as (event: E) => R;
}
