import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewText, renderNewsNotFound, renderNewsPage } from './render-news-page.js';

const site = { siteUrl: 'https://vibie.example/' };
const advisory = {
  id: 'adv1',
  title: 'That <script>alert(1)</script> "airdrop" is not us',
  body: 'We never airdrop.\nOfficial: https://vibie.example/official\nFake: https://claim.example/x',
  kind: 'advisory' as const,
  publishAt: '2026-11-20T08:00:00.000Z',
  impostors: [{ type: 'domain' as const, value: 'claim.example', reason: 'Drains <b>wallets</b>' }],
};

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

// behaviour §14.2: an announcement's own page, as the function answers it.
describe("an announcement's own page", () => {
  const html = renderNewsPage(advisory, 'en', site, ['es', 'ar']);

  it('escapes the text: a tag in a title or a reason is text, never markup', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('That &lt;script&gt;alert(1)&lt;/script&gt; &quot;airdrop&quot; is not us');
    expect(html).toContain('Drains &lt;b&gt;wallets&lt;/b&gt;');
  });

  it("links only the site's own addresses; any other is shown defanged, the impostors too", () => {
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/', 'https://vibie.example/official', '/#news', '/']);
    expect(html).toContain('hxxps://claim[.]example/x');
    expect(html).toContain('<code dir="ltr">claim[.]example</code>');
    expect(html).toContain('Not ours:');
  });

  it.each([
    ['zh-cn', '⚠ 安全公告：'],
    ['ja', '⚠ セキュリティ情報：'],
  ] as const)('titles an advisory with the marks %s writes, as its chats do', (locale, prefix) => {
    const page = renderNewsPage({ ...advisory, title: 'Title' }, locale, site, ['es', 'ar']);
    expect(page).toContain(`<title>${prefix}Title · vibie.example</title>`);
    expect(meta(page, 'og:title')).toBe(`${prefix}Title`);
  });

  it("marks the impostors' reasons as English on a page that has no translation of them", () => {
    const page = renderNewsPage({ ...advisory, untranslated: ['reasons'] }, 'es', site, ['es']);
    expect(page).toContain('<span dir="auto" lang="en">Drains &lt;b&gt;wallets&lt;/b&gt;</span>');
  });

  it('carries its link preview: title, description, the advisory card 1200×630, canonical and translations', () => {
    expect(meta(html, 'og:title')).toBe(
      '⚠ Security advisory: That &lt;script&gt;alert(1)&lt;/script&gt; &quot;airdrop&quot; is not us',
    );
    expect(meta(html, 'og:description')).toBe(
      'We never airdrop. Official: https://vibie.example/official Fake: hxxps://claim[.]example/x',
    );
    expect(meta(html, 'og:image')).toBe('https://vibie.example/news-cards/advisory.png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:url')).toBe('https://vibie.example/news/adv1');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<link rel="canonical" href="https://vibie.example/news/adv1">');
    expect([...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'en https://vibie.example/news/adv1',
      'es https://vibie.example/es/news/adv1',
      'ar https://vibie.example/ar/news/adv1',
      'x-default https://vibie.example/news/adv1',
    ]);
  });

  it('is right to left in Arabic, in its words, and news has the news card', () => {
    const arabic = renderNewsPage({ ...advisory, kind: 'news', impostors: undefined }, 'ar', site, ['ar']);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<a href="/ar/#news">الأخبار والتحذيرات</a>');
    expect(meta(arabic, 'og:image')).toBe('https://vibie.example/news-cards/news.png');
    expect(arabic).toContain('<link rel="canonical" href="https://vibie.example/ar/news/adv1">');
    expect(arabic).not.toContain('Not us');
  });

  it('points a locale without a translation to the English page as canonical, and marks the English text', () => {
    const japanese = renderNewsPage({ ...advisory, untranslated: ['title', 'body'] }, 'ja', site, []);
    expect(japanese).toContain('<link rel="canonical" href="https://vibie.example/news/adv1">');
    expect(japanese).toContain('<h1 dir="auto" lang="en">');
    expect(japanese).toContain('英語原文');
  });

  describe('its date, written as the page writes its days (docs/languages.md, "Dates")', () => {
    const shownDate = (page: string) => /<time datetime="[^"]+">([^<]*)<\/time>/.exec(page)?.[1];
    afterEach(() => vi.unstubAllGlobals());

    it.each([
      ['en', '20 Nov 2026'],
      ['ja', '2026年11月20日'],
      ['ko', '2026년 11월 20일'],
      ['es', '20 nov 2026'],
    ] as const)('%s: "%s"', (locale, written) => {
      expect(shownDate(renderNewsPage(advisory, locale, site, [locale]))).toBe(written);
    });

    it("asks for Arabic's Western digits, whatever the runtime's ICU would choose for plain ar", () => {
      // A runtime whose ICU writes plain "ar" with Arabic-Indic digits, as some do.
      const RealFormat = Intl.DateTimeFormat;
      vi.stubGlobal('Intl', {
        ...Intl,
        DateTimeFormat: class extends RealFormat {
          constructor(tag: string, options: Intl.DateTimeFormatOptions) {
            super(tag === 'ar' ? 'ar-u-nu-arab' : tag, options);
          }
        },
      });
      expect(shownDate(renderNewsPage(advisory, 'ar', site, ['ar']))).toBe('20 نوفمبر 2026');
    });
  });

  it('cuts a long description at 200 characters', () => {
    expect([...previewText('x'.repeat(500), site.siteUrl)]).toHaveLength(200);
  });

  it('answers an announcement that is not there with a page search engines leave out', () => {
    const gone = renderNewsNotFound('es', site);
    expect(gone).toContain('<meta name="robots" content="noindex">');
    expect(gone).toContain('<h1>Página no encontrada</h1>');
    expect(gone).toContain('<a href="/es/">Volver a vibie.example</a>');
  });
});
