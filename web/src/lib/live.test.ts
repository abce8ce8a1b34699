import { CONTENT_LOCALES, localizedApiPath } from '@contract';
import { describe, expect, it } from 'vitest';
import { requestedPaths, stubApi } from '../testing/api-answer';
import { setCatalog } from './i18n/i18n';
import { collectionSource, contentPath, liveContentKey } from './live';

const ENGLISH_PATHS = [
  '/api/canonical/donations',
  '/api/canonical/roadmap',
  '/api/canonical/faq',
  '/api/firebase/chart-links',
];

// The setup file puts each test back on an English page.
describe('contentPath', () => {
  it.each(CONTENT_LOCALES)("agrees with the contract's localizedApiPath for %s", (locale) => {
    for (const path of ENGLISH_PATHS) expect(contentPath(path, locale)).toBe(localizedApiPath(locale, path));
  });

  it('keeps the English path on English pages', () => {
    for (const path of ENGLISH_PATHS) expect(contentPath(path, 'en')).toBe(path);
  });

  it("defaults to the page's locale", () => {
    setCatalog('pt-br', {});
    expect(contentPath('/api/canonical/faq')).toBe('/api/locales/pt-br/canonical/faq');
  });
});

describe('liveContentKey', () => {
  it('gives each locale its own key, so no page is handed another language', () => {
    const keys = new Set(
      (['en', ...CONTENT_LOCALES] as const).map((locale) => liveContentKey('faq', locale)),
    );
    expect(keys.size).toBe(CONTENT_LOCALES.length + 1);
  });
});

describe('collectionSource', () => {
  it("reads the locale's path and unwraps its list", async () => {
    const fetchMock = stubApi([{ id: 'a', untranslated: ['answer'] }]);
    const { value, changed } = await collectionSource('faq', 'ja').load();
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/ja/canonical/faq']);
    expect(value).toEqual([{ id: 'a', untranslated: ['answer'] }]);
    expect(changed).toBe(true);
  });
});
