import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/lib/i18n/locales';
import { localePageFile, localiseHtml } from './locale-pages';

const TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<title>Vibie ($VIBIE): community meme token on Solana</title>
<meta name="description" content="English description" />
<link rel="canonical" href="https://vibie.example/">
<meta property="og:title" content="English title">
<meta property="og:description" content="English description">
<meta property="og:url" content="https://vibie.example/">
<meta property="og:image:alt" content="English alt">
<meta name="twitter:title" content="English title">
<meta name="twitter:description" content="English description">
<meta name="twitter:image:alt" content="English alt">
</head>
<body><div id="root"></div></body>
</html>`;

const page = (locale: (typeof LOCALES)[number]) =>
  localiseHtml(TEMPLATE, {
    locale,
    siteUrl: 'https://vibie.example',
    text: { title: `T ${locale} "q"`, description: `D ${locale}`, imageAlt: `A ${locale}` },
    catalog: ['</script><b>x</b>'],
  });

describe("each locale's first HTML (ADR 21)", () => {
  it('writes each locale at its own path, English at the root', () => {
    expect(LOCALES.map(localePageFile)).toEqual([
      'index.html',
      'es/index.html',
      'pt-br/index.html',
      'zh-cn/index.html',
      'ru/index.html',
      'tr/index.html',
      'vi/index.html',
      'id/index.html',
      'ko/index.html',
      'ja/index.html',
      'ar/index.html',
    ]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: lang, dir, title, description, share text and canonical URL in the locale',
    (locale) => {
      const html = page(locale);
      const tag = { 'pt-br': 'pt-BR', 'zh-cn': 'zh-CN' }[locale as string] ?? locale;
      expect(html).toContain(`<html lang="${tag}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(`<title>T ${locale} &#34;q&#34;</title>`);
      expect(html).toContain(`<meta name="description" content="D ${locale}"`);
      for (const name of ['og:title', 'twitter:title'])
        expect(html).toContain(`"${name}" content="T ${locale} &#34;q&#34;"`);
      for (const name of ['og:description', 'twitter:description'])
        expect(html).toContain(`"${name}" content="D ${locale}"`);
      for (const name of ['og:image:alt', 'twitter:image:alt'])
        expect(html).toContain(`"${name}" content="A ${locale}"`);
      expect(html).toContain(`<link rel="canonical" href="https://vibie.example/${locale}/">`);
      expect(html).toContain(`<meta property="og:url" content="https://vibie.example/${locale}/">`);
      expect(html).not.toContain('English');
    },
  );

  it('keeps the English page its own title and description, and lists every alternate on every page', () => {
    const english = page('en');
    expect(english).toContain('<title>Vibie ($VIBIE): community meme token on Solana</title>');
    expect(english).toContain('<link rel="canonical" href="https://vibie.example/">');
    for (const html of [english, page('ar')]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://vibie.example/">');
      expect(html).toContain('<link rel="alternate" hreflang="pt-BR" href="https://vibie.example/pt-br/">');
      expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://vibie.example/ar/">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://vibie.example/">');
      // The locales' homes, x-default, and the page's two feeds (behaviour §14).
      expect(html.match(/rel="alternate"/g)).toHaveLength(LOCALES.length + 3);
    }
  });

  it("links each page's own feeds of announcements, in its language (behaviour §14)", () => {
    expect(page('es')).toContain(
      '<link rel="alternate" type="application/atom+xml" href="https://vibie.example/api/locales/es/feeds/announcements.atom">',
    );
    expect(page('es')).toContain(
      '<link rel="alternate" type="application/feed+json" href="https://vibie.example/api/locales/es/feeds/announcements.json">',
    );
    expect(page('en')).toContain(
      '<link rel="alternate" type="application/atom+xml" href="https://vibie.example/api/feeds/announcements.atom">',
    );
  });

  it('carries the catalog inline, unable to close its script element early', () => {
    expect(page('es')).toContain(
      '<script type="application/json" id="i18n-catalog">["\\u003c/script>\\u003cb>x\\u003c/b>"]</script></body>',
    );
  });
});
