import { describe, expect, it } from 'vitest';
import { findLinks } from '../contract/link-finder.js';
import { CORPUS_ADVISORY, IMPOSTOR_MINT, SITE } from '../test/link-corpus.js';
import { atomFeed, jsonFeed } from './feeds.js';
import { renderNewsPage } from './news-page/render-news-page.js';
import { keptOnSite } from './site-links.js';

// behaviour §14.3: where the site alone is official (an announcement's own page, the feeds), the link
// corpus leaves no `<a>` off the site, and nothing a feed reader would link.
const entry = {
  id: 'adv1',
  publishAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  order: 1,
  ...CORPUS_ADVISORY,
  kind: 'advisory' as const,
  impostors: CORPUS_ADVISORY.impostors.map((i) => ({ ...i, type: i.type as 'domain' | 'handle' | 'mint' })),
};
const siteUrl = `${SITE}/`;
const offSite = (text: string) => findLinks(text).filter((link) => !keptOnSite(link, siteUrl));

describe('the link corpus where the site alone is official', () => {
  it("links only the site's own addresses on an announcement's page, and defangs every other link", () => {
    const html = renderNewsPage(entry, 'en', { siteUrl }, []);
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.filter((href) => !href.startsWith('/') && !href.startsWith(siteUrl))).toEqual([]);
    expect(hrefs).toContain('https://vibie.example/news/x');
    const body = /<div class="body"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const text = body.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    expect(offSite(text).map((link) => link.text)).toEqual([]);
    expect(text).toContain(`hxxps://jup[.]ag/swap/SOL-${IMPOSTOR_MINT}`);
    expect(text).toContain('hxxps://www[.]tiktok[.]com/[@]vibie_fake');
  });

  it('leaves nothing a feed reader would link off the site, in Atom or JSON Feed', () => {
    const context = {
      language: 'en',
      home: siteUrl,
      self: `${SITE}/announcements.atom`,
      title: 'Vibie news',
    };
    const json = JSON.parse(jsonFeed([entry], context)) as {
      items: { title: string; content_text: string }[];
    };
    const [item] = json.items;
    expect(offSite(`${item?.title}\n${item?.content_text}`).map((link) => link.text)).toEqual([]);
    const atom = atomFeed([entry], context).replace(/&amp;/g, '&');
    const content = [...atom.matchAll(/<(?:title|content) type="text">([^<]*)</g)]
      .map((m) => m[1])
      .join('\n');
    expect(offSite(content).map((link) => link.text)).toEqual([]);
    expect(content).toContain('Site:vibie-airdrop[.]xyz');
  });
});
