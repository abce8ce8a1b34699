// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { site as pageSite } from '../src/config/site';
import { belowFoldSite } from '../src/config/site-below-fold';
import { buildBrandPack } from './brand-pack';
import { renderBrandPage } from './brand-page';

// The whole site section, as the build plugins get it from the operator configuration.
const site = { ...pageSite, ...belowFoldSite };

const brandDir = fileURLToPath(new URL('../public/brand', import.meta.url));

describe('brand pack', () => {
  it('zips both logos and a text file named after the token', () => {
    const files = unzipSync(buildBrandPack(site, brandDir));
    expect(Object.keys(files).sort()).toEqual(['BRAND.txt', 'logo-mono.svg', 'logo.svg']);
    expect(strFromU8(files['BRAND.txt'] as Uint8Array)).toContain(
      `${site.token.name} ($${site.token.ticker})`,
    );
    expect(strFromU8(files['logo.svg'] as Uint8Array)).toMatch(/^<svg /);
  });

  it('is byte-identical between builds', () => {
    expect(buildBrandPack(site, brandDir)).toEqual(buildBrandPack(site, brandDir));
  });
});

describe('brand page', () => {
  it('links the pack and each logo, and names the token', () => {
    const html = renderBrandPage(site);
    expect(html).toContain('href="/brand/brand-pack.zip"');
    expect(html).toContain('href="/brand/logo.svg"');
    expect(html).toContain('href="/brand/logo-mono.svg"');
    expect(html).toContain(`<title>${site.token.name} brand assets</title>`);
  });

  it('escapes markup in configured names', () => {
    const html = renderBrandPage({ ...site, token: { ...site.token, name: '<script>x</script>' } });
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&#60;script&#62;');
  });
});
