/**
 * The link-preview images of the announcements' own pages (behaviour §14.2, ADR 39): one per kind,
 * 1200×630, language-neutral, rendered at build into the site under this folder.
 */
export const NEWS_CARDS = {
  folder: 'news-cards',
  width: 1200,
  height: 630,
  files: { news: 'news.png', advisory: 'advisory.png' },
} as const;

/** The path of a kind's card on the site: `news-cards/advisory.png`. */
export const newsCardPath = (kind: keyof typeof NEWS_CARDS.files): string =>
  `${NEWS_CARDS.folder}/${NEWS_CARDS.files[kind]}`;
