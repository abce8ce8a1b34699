import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import { BUILD_STAMP_FILE } from '../../web/build-plugins/build-stamp';
import { NOT_FOUND_PAGE } from '../../web/build-plugins/not-found-page';

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
  /** The 404 answer: the page's HTML and the headers to send with it. */
  readonly notFound: { readonly body: string; readonly headers: Readonly<Record<string, string>> };
}

/** Files of the build at `dir` that the default behaviour serves (not `assets/`, not the stamp, not the 404 page). */
export function servedFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return relative === 'assets' ? [] : servedFiles(dir, `${relative}/`);
    if (relative === BUILD_STAMP_FILE || relative === NOT_FOUND_PAGE || relative.startsWith(ASSETS_PREFIX)) {
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
    },
  };
}

/** The public GET routes as the function matches them: path segments, `*` for a `{param}`. */
export function publicReads(routes: readonly RouteDefinition[] = ROUTES): string[][] {
  return routes
    .filter((route) => route.method === 'GET' && !route.admin)
    .map((route) => route.path.split('/').map((segment) => (/^\{.+\}$/.test(segment) ? '*' : segment)));
}

/** Replaces the `marker` line of `source` by `replacement`; throws when the line is missing. */
function fill(source: string, marker: string, replacement: string, file: string): string {
  if (!source.includes(marker)) throw new Error(`${file} has no \`${marker}\` line to fill in`);
  return source.replace(marker, () => replacement);
}

/**
 * The function's code: viewer-request.js with `PUBLIC_READS` set from the route table, and `SITE` from
 * `site` when given. Throws when the result is over CloudFront's size limit.
 */
export function viewerRequestCode(
  site?: SiteManifest,
  file = VIEWER_REQUEST_FUNCTION_FILE,
  routes: readonly RouteDefinition[] = ROUTES,
): string {
  let code = fill(
    readFileSync(file, 'utf8'),
    'var PUBLIC_READS = null;',
    `var PUBLIC_READS = ${JSON.stringify(publicReads(routes))};`,
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
