import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addIntegrity } from './subresource-integrity';

const files: Record<string, string> = {
  '/assets/index-a1.js': 'console.log(1);',
  '/assets/chunk-b2.js': 'export const b = 2;',
  '/legacy.js': 'var c = 3;',
};
const read = (path: string) => (path in files ? Buffer.from(files[path] as string) : undefined);
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('Subresource Integrity at build', () => {
  it("puts the file's sha384 on each module script and module preload, keeping their attributes", () => {
    const html =
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/chunk-b2.js"><link rel="icon" href="/favicon.svg"></head>';
    expect(addIntegrity(html, read)).toBe(
      `<head><script integrity="${sri(files['/assets/index-a1.js'] as string)}" type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>` +
        `<link integrity="${sri(files['/assets/chunk-b2.js'] as string)}" rel="modulepreload" crossorigin href="/assets/chunk-b2.js"><link rel="icon" href="/favicon.svg"></head>`,
    );
  });

  it('adds crossorigin where the tag has none, and replaces a stale integrity', () => {
    const out = addIntegrity('<script src="/legacy.js" integrity="sha384-old"></script>', read);
    expect(out).toBe(`<script integrity="${sri('var c = 3;')}" crossorigin src="/legacy.js"></script>`);
  });

  it('leaves inline scripts alone (the CSP hashes them)', () => {
    const html = '<script>var a = 1;</script><script type="application/ld+json">{}</script>';
    expect(addIntegrity(html, read)).toBe(html);
  });

  it('refuses a script from another origin or one the build does not hold', () => {
    expect(() => addIntegrity('<script src="https://cdn.test/x.js"></script>', read, 'index.html')).toThrow(
      /index.html loads the script https:\/\/cdn.test\/x.js from another origin/,
    );
    expect(() => addIntegrity('<script src="//cdn.test/x.js"></script>', read)).toThrow(/another origin/);
    expect(() => addIntegrity('<script src="/assets/gone.js"></script>', read)).toThrow(
      /\/assets\/gone.js, which the build does not hold/,
    );
  });
});
