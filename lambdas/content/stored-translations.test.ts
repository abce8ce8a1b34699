import { describe, expect, it } from 'vitest';
import { storedTranslations } from '../contract/stored-translations.js';
import { toChartLink, toEntry } from './entry-mappers.js';

describe('storedTranslations', () => {
  it("keeps the site's locales, the kind's fields and non-empty text only", () => {
    const stored = {
      es: { question: '¿Qué?', answer: 'Sí.', title: 'not an FAQ field', script: '<x>' },
      en: { question: 'English is the entry itself' },
      xx: { question: 'No such locale' },
      ja: { question: 42, answer: '' },
      ko: 'not a map',
      ru: ['a', 'list'],
      ['__proto__']: { question: 'polluted' },
    };
    expect(storedTranslations('faq', stored)).toEqual({ es: { question: '¿Qué?', answer: 'Sí.' } });
  });

  it.each([undefined, null, 'text', 3, [], {}, { es: {} }])('reads %j as no translations', (stored) => {
    expect(storedTranslations('faq', stored)).toBeUndefined();
  });
});

describe('the entry mappers', () => {
  it('carry what translations there are, for the admin lists', () => {
    const data = { question: 'What?', answer: 'This.', order: 1, translations: { es: { answer: 'Esto.' } } };
    expect(toEntry.faq('f1', data).translations).toEqual({ es: { answer: 'Esto.' } });
    const link = { name: 'DEX', url: 'u', embedUrl: 'e', translations: { vi: { name: 'Sàn', url: 'x' } } };
    expect(toChartLink('c1', link).translations).toEqual({ vi: { name: 'Sàn' } });
  });

  it('leave the key out when there are none', () => {
    expect(
      toEntry.roadmap('r1', { title: 'Audit', translations: { es: { status: 'done' } } }),
    ).not.toHaveProperty('translations');
  });
});
