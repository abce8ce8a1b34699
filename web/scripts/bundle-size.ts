import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a first visit downloads before the page is interactive, in bytes. */
export interface InitialSize {
  html: { raw: number; gzip: number };
  js: { files: string[]; raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** Firebase markers found in the initial JS (must be empty). */
  firebaseMarkers: string[];
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const FIREBASE_MARKERS = ['firebase', 'identitytoolkit', 'securetoken.googleapis', 'firebaseapp.com'];

/**
 * Measures the initial JS (entry script and modulepreloads) and CSS (inline and linked) of a build's
 * page: `index.html` (English) by default, `es/index.html` for a locale's (ADR 21).
 */
export async function measureInitialSize(distDir: string, page = 'index.html'): Promise<InitialSize> {
  const html = await readFile(join(distDir, page), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const js = await Promise.all(scripts.map((src) => readFile(join(distDir, src), 'utf8')));
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const linkedCss = await Promise.all(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
      readFile(join(distDir, m[1] as string), 'utf8'),
    ),
  );
  const css = [...inlineCss, ...linkedCss].join('\n');
  const allJs = js.join('\n');
  return {
    html: { raw: Buffer.byteLength(html), gzip: gz(html) },
    js: { files: scripts, raw: Buffer.byteLength(allJs), gzip: js.reduce((sum, file) => sum + gz(file), 0) },
    css: { raw: Buffer.byteLength(css), gzip: gz(css) },
    firebaseMarkers: FIREBASE_MARKERS.filter((marker) => allJs.toLowerCase().includes(marker)),
  };
}
