import { describe, expect, it } from 'vitest';
import { formatIcu, messageArguments } from '../lib/i18n/icu';
import { DEFAULT_LOCALE, LANG_TAG, LOCALES, type Locale } from '../lib/i18n/locales';
import english from './en.json';
import suggestions from './suggest.json';

// ADR 21: every locale's catalog has exactly English's keys, and each message English's arguments.
const catalogs = import.meta.glob<Record<string, string>>('./*.json', { import: 'default', eager: true });
const catalog = (locale: Locale) => catalogs[`./${locale}.json`] as Record<string, string>;
const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Argument names and kinds, without the option keys (those differ by language, see below). */
const signature = (message: string) => [...messageArguments(message).keys()].sort();

describe('catalogs', () => {
  it('has one catalog per locale and no other', () => {
    const files = Object.keys(catalogs).filter((file) => file !== './suggest.json');
    expect(files.sort()).toEqual(LOCALES.map((locale) => `./${locale}.json`).sort());
  });

  it.each(others)('%s has every key English has, and no other', (locale) => {
    const keys = Object.keys(catalog(locale));
    expect(
      keys.filter((key) => !(key in english)),
      'keys English lacks',
    ).toEqual([]);
    expect(
      Object.keys(english).filter((key) => !keys.includes(key)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(others)("%s's messages use English's placeholders", (locale) => {
    const differing = Object.entries(english)
      .filter(([key, message]) => {
        const translated = catalog(locale)[key];
        return translated !== undefined && signature(translated).join() !== signature(message).join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(others)('%s has every plural form its language needs, and every select option', (locale) => {
    // The categories the counts shown (whole numbers up to a thousand) fall in, with their numbers.
    const rules = new Intl.PluralRules(LANG_TAG[locale]);
    const numbers = new Map<string, number[]>();
    for (let n = 0; n <= 1000; n++)
      numbers.set(rules.select(n), [...(numbers.get(rules.select(n)) ?? []), n]);
    for (const [key, message] of Object.entries(catalog(locale))) {
      const englishArguments = messageArguments(english[key as keyof typeof english]);
      for (const [argument, options] of messageArguments(message)) {
        const where = `${locale} ${key} ${argument}`;
        if (argument.endsWith(':plural')) {
          for (const [category, ns] of numbers) {
            const covered = options.has(category) || ns.every((n) => options.has(`=${n}`));
            expect(covered, `${where} ${category}`).toBe(true);
          }
          expect(options.has('other'), where).toBe(true);
        } else if (argument.endsWith(':select')) {
          expect([...options].sort(), where).toEqual([...(englishArguments.get(argument) ?? [])].sort());
        }
      }
    }
  });

  it.each(LOCALES)('%s: every message formats, with no placeholder left over', (locale) => {
    const chosen = { stale: 'yes', verb: 'read', side: 'BUY', kind: 'burn', authority: 'mint' };
    for (const [key, message] of Object.entries(catalog(locale))) {
      // Plain arguments get a word, plurals a number, selects one of their options.
      const values = Object.fromEntries(
        [...messageArguments(message).keys()].map((argument) => {
          const [name = '', kind] = argument.split(':');
          return [name, kind === 'plural' ? 3 : (chosen[name as keyof typeof chosen] ?? 'X')];
        }),
      );
      const text = formatIcu(message, values, LANG_TAG[locale]);
      expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      if (key !== 'legal.englishOnly') expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('leaves the legal-texts notice empty in English only: the legal texts are English', () => {
    expect(english['legal.englishOnly']).toBe('');
    for (const locale of others) expect(catalog(locale)['legal.englishOnly']).not.toBe('');
  });

  it('has a language suggestion for every locale but English', () => {
    expect(Object.keys(suggestions).sort()).toEqual([...others].sort());
  });
});

describe('the parity check itself', () => {
  it('tells apart a renamed placeholder, a plural turned plain, and a missing select option', () => {
    expect(signature('{n} min ago')).not.toEqual(signature('{m} min ago'));
    expect(signature('{n, plural, one {# day} other {# days}}')).not.toEqual(signature('{n} days'));
    expect(messageArguments('{k, select, a {A} other {B}}').get('k:select')).toEqual(new Set(['a', 'other']));
  });
});
