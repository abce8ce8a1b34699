import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../web/src/lib/i18n/locales.js';
import { newsAddress } from '../../web/src/lib/news-address.js';
import { localize } from '../content/localize.js';
import { ADVISORY_PREFIX } from '../contract/advisory-prefix.js';
import { SITE_LOCALES } from '../contract/content-locales.js';
import { CHANNEL_MESSAGE_LIMITS } from '../contract/delivery.js';
import { announcementLink, composeMessage, type LocalizeAnnouncement, storedMessage } from './message.js';

// Each channel in its own language (ADR 36, amended): the text, the advisory's prefix and the link.
const SITE = 'https://vibie.example';
const byContent: LocalizeAnnouncement = (locale, announcement) =>
  localize('announcements', locale, announcement);
const context = (locale: (typeof SITE_LOCALES)[number]) => ({
  siteOrigin: SITE,
  locale,
  localize: byContent,
  official: { links: [], handles: [] },
});

const STORED = {
  title: 'Listed on a new exchange',
  body: 'Trading opens at noon.',
  kind: 'news',
  translations: {
    ru: { title: 'Листинг на новой бирже', body: 'Торги начнутся в полдень.' },
    es: { title: 'Listado en un nuevo exchange' },
  },
};

describe('a message in the channel’s locale', () => {
  it('is the translation, linking to the locale’s page', () => {
    expect(storedMessage('telegram', 'abc123', STORED, context('ru'))).toEqual({
      text: `Листинг на новой бирже\n\nТорги начнутся в полдень.\n\n${SITE}/ru/news/abc123`,
      link: `${SITE}/ru/news/abc123`,
    });
  });

  it('takes each field untranslated from English, as the site does', () => {
    expect(storedMessage('discord', 'abc123', STORED, context('es')).text).toBe(
      `Listado en un nuevo exchange\n\nTrading opens at noon.\n\n${SITE}/es/news/abc123`,
    );
    // No translation at all: the English text, on the locale's page still.
    expect(storedMessage('discord', 'abc123', STORED, context('ja')).text).toBe(
      `Listed on a new exchange\n\nTrading opens at noon.\n\n${SITE}/ja/news/abc123`,
    );
  });

  it('is the English text and the English page for English', () => {
    expect(storedMessage('telegram', 'abc123', STORED, context('en')).text).toBe(
      `Listed on a new exchange\n\nTrading opens at noon.\n\n${SITE}/news/abc123`,
    );
  });

  it.each(SITE_LOCALES)('marks an advisory in %s', (locale) => {
    const text = composeMessage(
      'telegram',
      { title: 'T', body: 'B', kind: 'advisory', locale },
      announcementLink(SITE, 'x', locale),
    );
    expect(text.startsWith(`${ADVISORY_PREFIX[locale]}T\n\nB\n\n`)).toBe(true);
  });

  it.each(LOCALES)('links to the address the page gives in %s', (locale) => {
    expect(announcementLink(`${SITE}/`, 'abc 1', locale)).toBe(`${SITE}${newsAddress(locale, 'abc 1')}`);
  });
});

describe('the cut at the limit in other scripts', () => {
  const cases = [
    ['zh-cn', '公告', '代币社区新闻。'.repeat(700)],
    ['ja', 'お知らせ', '🚀トークンのお知らせです。'.repeat(400)],
    ['ar', 'تحذير', 'لا ترسل أي شيء إلى هذا العنوان. '.repeat(200)],
  ] as const;
  it.each(
    cases.flatMap(([locale, title, body]) =>
      (['telegram', 'discord'] as const).map((channel) => [channel, locale, title, body] as const),
    ),
  )('keeps %s’s %s message within the limit and its link whole', (channel, locale, title, body) => {
    const link = announcementLink(SITE, 'abc123', locale);
    const text = composeMessage(channel, { title, body, kind: 'advisory', locale }, link);
    const limit = CHANNEL_MESSAGE_LIMITS[channel];
    expect(text.length).toBeLessThanOrEqual(limit);
    expect(text.length).toBeGreaterThan(limit - 10);
    expect(text.startsWith(`${ADVISORY_PREFIX[locale]}${title}\n\n`)).toBe(true);
    expect(text.endsWith(`…\n\n${link}`)).toBe(true);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
