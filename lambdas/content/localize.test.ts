import { describe, expect, it } from 'vitest';
import type { ContentLocale, TranslatableKind } from '../contract/content-locales.js';
import { localize } from './localize.js';

const faq = {
  id: 'f1',
  order: 1,
  updatedBy: 'admin@example.test',
  updatedAt: '2026-11-25T10:00:00.000Z',
  question: 'What is it?',
  answer: 'A community token.',
  translations: {
    es: { question: '¿Qué es?', answer: 'Un token de la comunidad.' },
    ja: { question: 'これは何？' },
  },
};
// What every public answer of `faq` keeps: neither the author nor the translations map.
const { updatedBy: _author, translations: _faqTranslations, ...publicFaq } = faq;

const roadmapItem = { id: 'r1', order: 1, title: 'Audit', status: 'planned' as const };

const chartLink = {
  id: 'c1',
  name: 'DEX',
  url: 'https://dexscreener.com/solana/x',
  embedUrl: 'https://dexscreener.com/solana/x?embed=1',
  order: 1,
  active: true,
};

interface Case {
  rule: string;
  kind: TranslatableKind;
  locale: ContentLocale;
  entry: Parameters<typeof localize>[2] & Record<string, unknown>;
  expected: Record<string, unknown>;
}

// Each row: an entry as stored, and the answer `locale`'s public path serves for it.
const cases: Case[] = [
  {
    rule: "serves a locale's text in place of English, with neither author nor translations",
    kind: 'faq',
    locale: 'es',
    entry: faq,
    expected: { ...publicFaq, question: '¿Qué es?', answer: 'Un token de la comunidad.' },
  },
  {
    rule: 'falls back to English field by field, naming the fields left in English: one field',
    kind: 'faq',
    locale: 'ja',
    entry: faq,
    expected: { ...publicFaq, question: 'これは何？', untranslated: ['answer'] },
  },
  {
    rule: 'falls back to English field by field, naming the fields left in English: every field',
    kind: 'faq',
    locale: 'ko',
    entry: faq,
    expected: { ...publicFaq, untranslated: ['question', 'answer'] },
  },
  {
    rule: 'names only the fields the English entry shows: without a description, only the title',
    kind: 'roadmap',
    locale: 'tr',
    entry: roadmapItem,
    expected: { ...roadmapItem, untranslated: ['title'] },
  },
  {
    rule: 'names only the fields the English entry shows: with a translated title, only the description',
    kind: 'roadmap',
    locale: 'tr',
    entry: { ...roadmapItem, description: 'External review', translations: { tr: { title: 'Denetim' } } },
    expected: {
      ...roadmapItem,
      title: 'Denetim',
      description: 'External review',
      untranslated: ['description'],
    },
  },
  {
    rule: "counts a donation goal's legacy goal text as its English description",
    kind: 'donations',
    locale: 'ru',
    entry: {
      id: 'g1',
      order: 1,
      title: 'Hosting',
      goal: 'One year',
      translations: { ru: { title: 'Хостинг' } },
    },
    expected: { id: 'g1', order: 1, title: 'Хостинг', goal: 'One year', untranslated: ['description'] },
  },
  {
    rule: 'keeps the fields no one translates, such as a chart link’s addresses',
    kind: 'chartLinks',
    locale: 'ar',
    entry: { ...chartLink, translations: { ar: { name: 'منصة', description: 'رسم بياني' } } },
    expected: { ...chartLink, name: 'منصة', description: 'رسم بياني' },
  },
];

describe('localize', () => {
  // Rows as [title, case]: '%s' prints a title whole, where '$rule' would cut it short.
  it.each(cases.map((c) => [c.rule, c] as const))('%s', (_rule, { kind, locale, entry, expected }) => {
    expect(localize(kind, locale, entry)).toEqual(expected);
  });
});
