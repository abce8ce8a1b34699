import { site } from '@operator-config';
import { describe, expect, it } from 'vitest';
import { englishOf } from '../config/localized-text';
import { operatorTexts } from '../config/operator-texts';
import type { SiteConfig } from '../config/site-schema';
import { formatIcu } from '../lib/i18n/icu';
import { DEFAULT_LOCALE, LANG_TAG, LOCALES, type Locale } from '../lib/i18n/locales';
import english from './en.json';

// ADR 31: each locale's catalog follows its glossary page in docs/glossary/: where English uses a term,
// the translation uses the page's term, and never a variant the page rules out.
const catalogs = import.meta.glob<Record<string, string>>('./*.json', { import: 'default', eager: true });
const pages = import.meta.glob<string>('../../../docs/glossary/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const catalog = (locale: Locale) => catalogs[`./${locale}.json`] as Record<string, string>;
const page = (name: string) => pages[`../../../docs/glossary/${name}.md`];

interface Term {
  english: string;
  matches: RegExp | null;
  never: RegExp[];
}

/** The patterns written in backquotes in a table cell. */
const patterns = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => new RegExp(m[1] as string, 'iu'));

/** The rows of the "## Terms" table of a glossary page. */
function glossaryTerms(markdown: string): Term[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Terms')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header
    .map((line) => line.split('|').slice(1, -1))
    .map(([english = '', , matches = '', never = '']) => ({
      english: english.trim(),
      matches: patterns(matches)[0] ?? null,
      never: patterns(never),
    }));
}

/** English's text without its placeholders' names, so "{holder}" is not the word "holder". */
const prose = (message: string) => message.replace(/\{\w+\}/g, '');

/**
 * Each way a catalog (or the operator's texts, with their English as `sources`) departs from its
 * glossary, as "key: what".
 */
function glossaryProblems(
  terms: Term[],
  messages: Record<string, string>,
  sources: Record<string, string> = english,
): string[] {
  const problems: string[] = [];
  for (const { english: term, matches, never } of terms) {
    const inEnglish = new RegExp(`\\b${term}`, 'i');
    for (const [key, message] of Object.entries(messages)) {
      const source = sources[key] ?? '';
      if (matches && inEnglish.test(prose(source)) && !matches.test(message)) {
        problems.push(`${key}: "${term}" is not ${matches.source}`);
      }
      for (const ruledOut of never) {
        if (ruledOut.test(message)) problems.push(`${key}: ${ruledOut.source} is ruled out`);
      }
    }
  }
  return problems;
}

/** The operator's texts a locale's page shows (ADR 28), by field, in that locale and in English. */
function operatorMessages(config: SiteConfig, locale: Locale) {
  const fields = operatorTexts(config).filter(({ value }) => typeof value !== 'string' && value[locale]);
  const key = (field: string) => `site.${field}`;
  return {
    messages: Object.fromEntries(
      fields.map(({ field, value }) => [key(field), (value as Record<string, string>)[locale] ?? '']),
    ),
    sources: Object.fromEntries(fields.map(({ field, value }) => [key(field), englishOf(value)])),
  };
}

describe('glossaries', () => {
  it('has a page for every locale but English, each listed in the index', () => {
    for (const locale of others) {
      expect(page(locale), locale).toBeTypeOf('string');
      expect(page('README'), locale).toContain(`(${locale}.md)`);
    }
  });

  it.each(others)("%s's catalog uses its glossary's terms, and none it rules out", (locale) => {
    const terms = glossaryTerms(page(locale) ?? '');
    expect(terms.filter((term) => term.matches).length).toBeGreaterThanOrEqual(10);
    expect(glossaryProblems(terms, catalog(locale))).toEqual([]);
  });

  it.each(others)("%s's operator texts use its glossary's terms, and none it rules out", (locale) => {
    const { messages, sources } = operatorMessages(site as SiteConfig, locale);
    expect(Object.keys(messages).length, 'translated operator texts').toBeGreaterThan(10);
    expect(glossaryProblems(glossaryTerms(page(locale) ?? ''), messages, sources)).toEqual([]);
  });

  it.each(others)("%s names the mint's address once in the link checker's verdict", (locale) => {
    const mint = glossaryTerms(page(locale) ?? '').find((term) => term.english === 'mint address')?.matches;
    const tag = LANG_TAG[locale];
    const name = formatIcu(catalog(locale)['official.mintName'] ?? '', { ticker: 'VIBIE' }, tag);
    const verdict = formatIcu(
      catalog(locale)['checker.ours'] ?? '',
      {
        what: formatIcu(catalog(locale)['checker.address'] ?? '', { name }, tag),
      },
      tag,
    );
    expect(mint && verdict.match(new RegExp(mint.source, 'giu'))?.length, verdict).toBe(1);
  });

  it.each(LOCALES)('%s writes an omission as "…", never "..."', (locale) => {
    const dotted = Object.entries(catalog(locale)).filter(([, message]) => message.includes('...'));
    expect(dotted.map(([key]) => key)).toEqual([]);
  });
});

describe('the glossary check itself', () => {
  const terms = glossaryTerms(
    [
      '## Terms',
      '',
      '| English | zh-cn | matches | never |',
      '|---|---|---|---|',
      '| recovery phrase | 助记词 | `助记词` | `恢复短语` |',
      '',
      '## Next',
      '| not | a | term | row |',
    ].join('\n'),
  );

  it('reads the Terms table only', () => {
    expect(terms.map((term) => term.english)).toEqual(['recovery phrase']);
  });

  it('reports another term where English uses one, and a ruled-out variant anywhere', () => {
    expect(glossaryProblems(terms, { 'howto.wallet': '把恢复短语离线抄写下来' })).toEqual([
      'howto.wallet: "recovery phrase" is not 助记词',
      'howto.wallet: 恢复短语 is ruled out',
    ]);
    expect(glossaryProblems(terms, { 'howto.wallet': '把助记词离线抄写下来' })).toEqual([]);
  });

  it('holds each operator text to its own English: a ruled-out word anywhere, a term where it uses one', () => {
    const config = site as SiteConfig;
    const features = [...config.aiModerator.features];
    features[0] = {
      en: 'Reminds members that nobody will ever DM them first',
      vi: 'sẽ không ai nhắn tin trước',
    };
    const changed = {
      ...config,
      tokenomics: { ...config.tokenomics, note: { en: 'A community token.', ar: 'رمز مجتمعي.' } },
      aiModerator: { ...config.aiModerator, features },
    };
    const problems = (locale: Locale) => {
      const { messages, sources } = operatorMessages(changed, locale);
      return glossaryProblems(glossaryTerms(page(locale) ?? ''), messages, sources);
    };
    expect(problems('ar')).toContain('site.tokenomics.note: رمز is ruled out');
    expect(problems('vi')).toContain('site.aiModerator.features[0]: "will ever" is not không bao giờ');
  });
});
