import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.js';
import { htmlFiles } from './build-stamp.js';

/** The Subresource Integrity value of a file's bytes: `sha384-<base64>`. */
export const integrityOf = (bytes: Uint8Array) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `<script src>` and `<link rel="modulepreload" href>` tags: the scripts an HTML file makes the browser load. */
const SCRIPT_TAGS =
  /<script\b[^>]*\ssrc="([^"]+)"[^>]*>|<link\b(?=[^>]*\srel="modulepreload")[^>]*\shref="([^"]+)"[^>]*>/gi;

/**
 * `html` with `integrity="sha384-…"` and `crossorigin` on every script tag and module preload, the hash of
 * the file `read` returns for its path. A script from another origin, or a file the build does not hold,
 * is an error: the page's CSP loads scripts from its own origin only, so either is a mistake.
 */
export function addIntegrity(
  html: string,
  read: (urlPath: string) => Uint8Array | undefined,
  name = 'page',
): string {
  return html.replace(SCRIPT_TAGS, (tag: string, src?: string, href?: string) => {
    const url = (src ?? href) as string;
    if (!url.startsWith('/') || url.startsWith('//')) {
      throw new Error(
        `${name} loads the script ${url} from another origin: its integrity cannot be computed at build.`,
      );
    }
    const bytes = read(url.split(/[?#]/)[0] as string);
    if (!bytes) throw new Error(`${name} loads ${url}, which the build does not hold.`);
    const integrity = integrityOf(bytes);
    let out = tag.replace(/\sintegrity="[^"]*"/i, '');
    // Module scripts and preloads are fetched in CORS mode; `crossorigin` makes a classic script one too.
    if (!/\scrossorigin\b/i.test(out)) out = out.replace(/^<(script|link)\b/i, '<$1 crossorigin');
    return out.replace(/^<(script|link)\b/i, `<$1 integrity="${integrity}"`);
  });
}

/**
 * Adds Subresource Integrity to every script every HTML file of the build loads (ADR 11). Runs after the
 * prerender step (which rewrites index.html in its own closeBundle) and before the build stamp.
 */
export function subresourceIntegrity(): Plugin {
  return afterBuild('subresource-integrity', (outDir) => {
    const read = (urlPath: string) => {
      const file = path.join(outDir, urlPath);
      return file.startsWith(outDir) && existsSync(file) ? readFileSync(file) : undefined;
    };
    for (const name of htmlFiles(outDir)) {
      const file = path.join(outDir, name);
      const html = readFileSync(file, 'utf8');
      const withIntegrity = addIntegrity(html, read, name);
      if (withIntegrity !== html) writeFileSync(file, withIntegrity);
    }
  });
}
