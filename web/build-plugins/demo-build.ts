import type { Plugin } from 'vite';

const META = { name: 'site-build', content: 'demo' };

/**
 * Marks a `--mode demo` build in its index.html, so that a deploy can refuse a page that may show
 * placeholder addresses (ADR 7): the demo build is for checks and local looks only.
 */
export function markDemoBuild(): Plugin {
  return {
    name: 'mark-demo-build',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: META, injectTo: 'head' }],
  };
}

/** True when `html` is the index.html of a demo build. */
export function isDemoBuildHtml(html: string): boolean {
  return new RegExp(`<meta name="${META.name}" content="${META.content}"\\s*/?>`).test(html);
}
