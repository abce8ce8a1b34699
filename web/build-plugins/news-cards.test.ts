// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site as pageSite } from '../src/config/site';
import { belowFoldSite } from '../src/config/site-below-fold';
import { newsCardSvg, newsCards } from './news-cards';
import { pngSize } from './share-image';

const site = { ...pageSite, ...belowFoldSite };
const logoFile = fileURLToPath(new URL('../public/brand/logo.svg', import.meta.url));

// behaviour §14.2: each announcement's page shows its kind's card in link previews.
describe("the announcements' cards", () => {
  it('are two 1200×630 PNGs under news-cards/, one per kind', () => {
    const cards = newsCards(site, logoFile);
    expect(cards.map((c) => c.fileName)).toEqual(['news-cards/news.png', 'news-cards/advisory.png']);
    for (const card of cards) expect(pngSize(card.source)).toEqual({ width: 1200, height: 630 });
  });

  it('draw an advisory as a warning (amber, a warning sign) and news in the site look, names escaped', () => {
    const named = { ...site, token: { ...site.token, name: 'A<b>&C' } };
    const advisory = newsCardSvg('advisory', named, '<svg/>');
    expect(advisory).toContain('#ffb020');
    expect(advisory).toContain('A&#60;b&#62;&#38;C');
    const news = newsCardSvg('news', named, '<svg/>');
    expect(news).not.toContain('#ffb020');
    expect(news).toContain('url(#accent)');
  });
});
