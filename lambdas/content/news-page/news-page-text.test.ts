import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../web/src/lib/i18n/locales.js';
import { NEWS_PAGE_TEXT, NEWS_PAGE_TEXT_IDS, type NewsPageText } from './news-page-text.js';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${locale}.json`, import.meta.url), 'utf8'));

describe("the words of an announcement's own page", () => {
  it.each(LOCALES)('are in %s what the site says', (locale) => {
    const messages = catalog(locale);
    for (const [field, id] of Object.entries(NEWS_PAGE_TEXT_IDS)) {
      expect(messages[id], `${locale} ${id}`).toBeTruthy();
      expect(NEWS_PAGE_TEXT[locale][field as keyof NewsPageText], `${locale} ${field}`).toBe(messages[id]);
    }
  });
});
