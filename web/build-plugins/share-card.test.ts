// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site as pageSite } from '../src/config/site';
import { belowFoldSite } from '../src/config/site-below-fold';
import { pngSize, renderShareImage, SHARE_IMAGE, shareImageSvg } from './share-image';
import { canonicalUrl, shareTags, siteMeta } from './site-meta';

// The whole site section, as the build plugins get it from the operator configuration.
const site = { ...pageSite, ...belowFoldSite };

const logoFile = fileURLToPath(new URL('../public/brand/logo.svg', import.meta.url));
const text = { title: 'Vibie ($VIBIE): a title', description: 'A description.' };
const configured = { ...site, share: { siteUrl: 'https://vibie.example.com' } };

function content(tags: ReturnType<typeof shareTags>, key: string): string | undefined {
  const tag = tags.find((t) => t.attrs?.property === key || t.attrs?.name === key);
  return tag?.attrs?.content as string | undefined;
}

describe('share image', () => {
  it('renders a 1200×630 PNG', () => {
    expect(pngSize(renderShareImage(site, logoFile))).toEqual({ width: 1200, height: 630 });
  });

  it('draws the logo and both names, with names escaped', () => {
    const svg = shareImageSvg({ ...site, token: { ...site.token, name: 'A<b>&C' } }, '<svg/>');
    expect(svg).toContain('data:image/svg+xml;base64,');
    expect(svg).toContain('A&#60;b&#62;&#38;C');
    expect(svg).toContain(`$${site.token.ticker}`);
  });

  it('reads no size from something that is not a PNG', () => {
    expect(pngSize(new TextEncoder().encode('GIF89a not a png at all, really'))).toBeNull();
  });
});

describe('share tags', () => {
  const tags = shareTags(configured, text);

  it('name the image with its size and alt, as an absolute URL under the canonical one', () => {
    expect(canonicalUrl(configured)).toBe('https://vibie.example.com/');
    expect(tags.find((t) => t.attrs?.rel === 'canonical')?.attrs?.href).toBe('https://vibie.example.com/');
    expect(content(tags, 'og:image')).toBe(`https://vibie.example.com/${SHARE_IMAGE.file}`);
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'og:image:alt')).toContain('Vibie ($VIBIE) logo');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
  });

  it("carry the page's title and description", () => {
    expect(content(tags, 'og:title')).toBe(text.title);
    expect(content(tags, 'twitter:description')).toBe(text.description);
    expect(content(tags, 'og:url')).toBe('https://vibie.example.com/');
  });
});

describe('build stamp', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('sets the footer year from the build date', () => {
    vi.stubEnv('VITE_BUILD_YEAR', undefined);
    vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z') });
    const plugin = siteMeta({ site, logoFile });
    (plugin.config as () => void)();
    expect(process.env.VITE_BUILD_YEAR).toBe('2031');
  });
});
