import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './build-stamp';
import { isDemoBuildHtml } from './demo-build';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline code hashes for the CSP', () => {
  it('hashes each inline style and script exactly as the browser does (the element text)', () => {
    const html =
      '<style>body{color:red}</style><script>var a=1;</script><script type="module" src="/x.js"></script>';
    expect(inlineHashes(html)).toEqual({
      styleHashes: [sha('body{color:red}')],
      scriptHashes: [sha('var a=1;')],
    });
  });

  it('refuses style attributes and inline event handlers, which a CSP without unsafe-inline blocks', () => {
    expect(() => inlineHashes('<span style="color:red"></span>', 'brand/index.html')).toThrow(
      /brand\/index.html has an inline style attribute/,
    );
    expect(() => inlineHashes('<button onclick="go()">x</button>')).toThrow(/inline onclick attribute/);
  });
});

describe('demo build marker', () => {
  it('recognises the marker a demo build writes into index.html', () => {
    expect(isDemoBuildHtml('<head><meta name="site-build" content="demo"></head>')).toBe(true);
    expect(isDemoBuildHtml('<head><meta name="description" content="demo"></head>')).toBe(false);
  });
});
