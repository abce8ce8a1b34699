import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../platform/http/validation.js';
import { chartLinkInput } from './content.js';
import { CONTENT_LOCALES } from './content-locales.js';
import { createInputs, updateInputs } from './entities.js';
import { MESSAGES } from './messages.js';

// The `translations` of an entry's input (ADR 28): English's rules, every message naming the locale,
// each problem at its path, as the admin form shows it beside the field.
const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.error ? toFieldErrors(result.error) : [];

const faq = { question: 'What is it?', answer: 'A community token.' };
const es = { question: '¿Qué es?', answer: 'Un token de la comunidad.' };

describe('translations of an FAQ entry', () => {
  it('keeps the locales written, trimmed, and drops blank fields and emptied locales', () => {
    const result = createInputs.faq.safeParse({
      ...faq,
      translations: {
        es: { question: `  ${es.question} `, answer: es.answer },
        ja: { question: ' ', answer: '' },
      },
    });
    expect(result).toEqual({ success: true, data: { ...faq, translations: { es } } });
  });

  it('accepts every locale of the site but English', () => {
    const translations = Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, es]));
    expect(updateInputs.faq.safeParse({ translations })).toEqual({ success: true, data: { translations } });
  });

  it('reads an empty map as "no translations" (what clears them on update)', () => {
    expect(updateInputs.faq.safeParse({ translations: {} })).toEqual({
      success: true,
      data: { translations: {} },
    });
  });

  it.each([
    ['English as a locale', { en: es }, 'translations.en', /^Unknown locale "en": use one of es, pt-br, /],
    ['an unknown locale', { xx: es }, 'translations.xx', /^Unknown locale "xx"/],
    ['a list', [es], 'translations', /^Translations must be an object/],
    ['text', 'hola', 'translations', /^Translations must be an object/],
    ['a locale that is text', { es: 'hola' }, 'translations.es', /^Spanish: must be an object of fields$/],
    [
      'a field no translation has',
      { es: { ...es, id: 'x' } },
      'translations.es.id',
      /^Spanish: "id" cannot be translated$/,
    ],
    [
      'a short answer',
      { es: { ...es, answer: 'Sí' } },
      'translations.es.answer',
      new RegExp(`^Spanish: ${MESSAGES.faqAnswerMin}$`),
    ],
    [
      'a missing question',
      { 'pt-br': { answer: 'Um token da comunidade.' } },
      'translations.pt-br.question',
      new RegExp(`^Portuguese \\(Brazil\\): ${MESSAGES.faqQuestionMin}$`),
    ],
    [
      'an answer too long',
      { ja: { ...es, answer: '答'.repeat(4001) } },
      'translations.ja.answer',
      new RegExp(`^Japanese: ${MESSAGES.faqAnswerMax}$`),
    ],
    [
      'a control character',
      { ar: { ...es, answer: 'Bell\u0007 rings' } },
      'translations.ar.answer',
      new RegExp(`^Arabic: ${MESSAGES.controlChars}$`),
    ],
    [
      'a number for text',
      { ko: { ...es, question: 42 } },
      'translations.ko.question',
      /^Korean: Must be text$/,
    ],
  ])('refuses %s, naming the field and the locale', (_case, translations, field, message) => {
    const errors = errorsOf(createInputs.faq.safeParse({ ...faq, translations }));
    expect(errors).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it("asks Chinese, Japanese and Korean for half the minimum length, and the others for English's", () => {
    const title = (locale: string, text: string) =>
      errorsOf(
        createInputs.roadmap.safeParse({ title: 'Audit', translations: { [locale]: { title: text } } }),
      );
    expect(title('ja', '監査')).toEqual([]);
    expect(title('zh-cn', '审计')).toEqual([]);
    expect(title('ko', '감사')).toEqual([]);
    expect(title('ja', '監')).toEqual([
      { field: 'translations.ja.title', message: 'Japanese: Title must be at least 2 characters' },
    ]);
    expect(title('es', 'Au')).toEqual([
      { field: 'translations.es.title', message: 'Spanish: Title must be at least 3 characters' },
    ]);
    const question = errorsOf(
      createInputs.faq.safeParse({
        ...faq,
        translations: { ko: { question: '뭐', answer: '커뮤니티 토큰' } },
      }),
    );
    expect(question).toEqual([
      { field: 'translations.ko.question', message: 'Korean: Question must be at least 3 characters' },
    ]);
  });

  it('leaves the English messages as they were', () => {
    expect(errorsOf(createInputs.faq.safeParse({ ...faq, answer: 'No' }))).toEqual([
      { field: 'answer', message: MESSAGES.faqAnswerMin },
    ]);
    expect(errorsOf(createInputs.faq.safeParse({ ...faq, extra: 1 }))).toEqual([
      { field: 'extra', message: 'Unknown field: extra' },
    ]);
  });
});

describe('translations of the other kinds', () => {
  it('let a donation goal and a roadmap item translate their text fields only', () => {
    const goal = createInputs.donations.safeParse({
      title: 'Hosting',
      translations: { tr: { title: 'Barındırma', description: 'Bir yıl' } },
    });
    expect(goal.success).toBe(true);
    const item = createInputs.roadmap.safeParse({
      title: 'Audit',
      translations: { vi: { title: 'Kiểm toán', status: 'completed' } },
    });
    expect(errorsOf(item)).toEqual([
      { field: 'translations.vi.status', message: 'Vietnamese: "status" cannot be translated' },
    ]);
  });

  it("hold a chart link's name to English's rules, in the locale's words", () => {
    const schema = chartLinkInput(['dexscreener.com']);
    const link = {
      name: 'DEX',
      url: 'https://dexscreener.com/solana/x',
      embedUrl: 'https://dexscreener.com/solana/x?embed=1',
    };
    expect(schema.safeParse({ ...link, translations: { ru: { name: 'Биржа' } } }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...link, translations: { ru: { name: 'Б'.repeat(61) } } }))).toEqual([
      { field: 'translations.ru.name', message: expect.stringMatching(/^Russian: /) },
    ]);
  });
});
