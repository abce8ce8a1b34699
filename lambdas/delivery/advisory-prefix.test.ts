import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../web/src/lib/i18n/locales.js';
import { ADVISORY_PREFIX } from '../contract/advisory-prefix.js';
import { SITE_LOCALES } from '../contract/content-locales.js';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${locale}.json`, import.meta.url), 'utf8'));

describe('the advisory prefix', () => {
  it('exists for every locale of the site', () => {
    expect([...SITE_LOCALES].sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(ADVISORY_PREFIX).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('says in %s what the news section says of an advisory', (locale) => {
    const label = catalog(locale)['news.advisory'];
    expect(label).toBeTruthy();
    expect(ADVISORY_PREFIX[locale]).toMatch(new RegExp(`^⚠️ ${label}[:：] ?$`));
  });
});
