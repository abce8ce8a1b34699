import { describe, expect, it } from 'vitest';
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

describe('localize', () => {
  it("serves a locale's text in place of English, with neither author nor translations", () => {
    expect(localize('faq', 'es', faq)).toEqual({
      id: 'f1',
      order: 1,
      updatedAt: '2026-11-25T10:00:00.000Z',
      question: '¿Qué es?',
      answer: 'Un token de la comunidad.',
    });
  });

  it('falls back to English field by field, naming the fields left in English', () => {
    expect(localize('faq', 'ja', faq)).toMatchObject({
      question: 'これは何？',
      answer: 'A community token.',
      untranslated: ['answer'],
    });
    const korean = localize('faq', 'ko', faq);
    expect(korean).toMatchObject({ question: faq.question, answer: faq.answer });
    expect(korean.untranslated).toEqual(['question', 'answer']);
    expect(korean).not.toHaveProperty('translations');
    expect(korean).not.toHaveProperty('updatedBy');
  });

  it('names only the fields the English entry shows', () => {
    const item = { id: 'r1', order: 1, title: 'Audit', status: 'planned' as const };
    expect(localize('roadmap', 'tr', item)).toEqual({ ...item, untranslated: ['title'] });
    const described = { ...item, description: 'External review', translations: { tr: { title: 'Denetim' } } };
    expect(localize('roadmap', 'tr', described)).toEqual({
      ...item,
      title: 'Denetim',
      description: 'External review',
      untranslated: ['description'],
    });
  });

  it("counts a donation goal's legacy goal text as its English description", () => {
    const goal = {
      id: 'g1',
      order: 1,
      title: 'Hosting',
      goal: 'One year',
      translations: { ru: { title: 'Хостинг' } },
    };
    expect(localize('donations', 'ru', goal)).toEqual({
      id: 'g1',
      order: 1,
      title: 'Хостинг',
      goal: 'One year',
      untranslated: ['description'],
    });
  });

  it('keeps the fields no one translates, such as a chart link’s addresses', () => {
    const link = {
      id: 'c1',
      name: 'DEX',
      url: 'https://dexscreener.com/solana/x',
      embedUrl: 'https://dexscreener.com/solana/x?embed=1',
      order: 1,
      active: true,
      translations: { ar: { name: 'منصة', description: 'رسم بياني' } },
    };
    const { translations: _t, ...english } = link;
    expect(localize('chartLinks', 'ar', link)).toEqual({
      ...english,
      name: 'منصة',
      description: 'رسم بياني',
    });
  });
});
