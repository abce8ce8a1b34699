import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_STAMP_FILE } from '../../web/build/build-stamp';
import { NOT_FOUND_PAGE } from '../../web/build/not-found-page';

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

/**
 * The function's code: viewer-request.js with `SITE` set from `site`; unchanged without one. Throws when
 * the result is over CloudFront's size limit.
 */
export function viewerRequestCode(site?: SiteManifest, file = VIEWER_REQUEST_FUNCTION_FILE): string {
  const source = readFileSync(file, 'utf8');
  if (!site) return source;
  const value = {
    files: Object.fromEntries(site.files.map((f) => [f, true])),
    notFound: site.notFound,
  };
  const marker = 'var SITE = null;';
  if (!source.includes(marker)) throw new Error(`${file} has no \`${marker}\` line to fill in`);
  const code = source.replace(marker, () => `var SITE = ${JSON.stringify(value)};`);
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
