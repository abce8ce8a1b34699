import { z } from 'zod';
import { CONTENT_LOCALES, type ContentLocale, LOCALE_NAMES } from './content-locales.js';

/** Passes a field's message through, prefixed with the locale when the field is a translation's. */
export type Say = (message: string) => string;

export const TRANSLATION_MESSAGES = {
  notAnObject: 'Translations must be an object with one entry per locale, such as {"es": {...}}',
  unknownLocale: (keys: readonly string[]) =>
    `Unknown locale ${keys.map((key) => `"${key}"`).join(', ')}: use one of ${CONTENT_LOCALES.join(', ')}`,
  localeNotAnObject: (locale: ContentLocale) => `${LOCALE_NAMES[locale]}: must be an object of fields`,
  unknownField: (locale: ContentLocale, keys: readonly string[]) =>
    `${LOCALE_NAMES[locale]}: ${keys.map((key) => `"${key}"`).join(', ')} cannot be translated`,
} as const;

/** A message about a field of `locale`'s translation: "Spanish: Answer must be at least 5 characters". */
export const inLocale =
  (locale: ContentLocale): Say =>
  (message) =>
    `${LOCALE_NAMES[locale]}: ${message}`;

/** Turns English's minimum length of a field into a language's. */
export type Minimum = (englishMinimum: number) => number;

/**
 * Chinese, Japanese and Korean say in two characters what English says in five or more ("監査" is
 * "audit"): their minimums are half of English's, rounded up, so a real title is not refused. The
 * maximums stay English's, which such text never nears. Every other language keeps English's.
 */
const DENSE_SCRIPTS: readonly ContentLocale[] = ['zh-cn', 'ja', 'ko'];
export const minimumIn =
  (locale: ContentLocale): Minimum =>
  (englishMinimum) =>
    DENSE_SCRIPTS.includes(locale) ? Math.ceil(englishMinimum / 2) : englishMinimum;

/** English's own minimums. */
export const englishMinimum: Minimum = (minimum) => minimum;

/** A "must be at least N characters" message with a language's minimum in place of English's. */
export const atLeast = (englishMessage: string, englishMin: number, min: number): string =>
  min === englishMin ? englishMessage : englishMessage.replace(String(englishMin), String(min));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A cleared field is no translation: blank strings are dropped, then locales left with no field.
 * The admin form sends every tab, so an emptied tab removes that locale's translation.
 */
function dropBlank(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const kept: Record<string, unknown> = {};
  for (const [locale, fields] of Object.entries(input)) {
    if (!isPlainObject(fields)) {
      kept[locale] = fields;
      continue;
    }
    const written = Object.entries(fields).filter(
      ([, value]) => !(typeof value === 'string' && !value.trim()),
    );
    if (written.length > 0) kept[locale] = Object.fromEntries(written);
  }
  return kept;
}

/**
 * The `translations` of an entry's input: for each locale (English excluded: it is the entry's own
 * fields), the kind's translatable fields under the same rules as English, with every message
 * naming the locale. `fields(say)` builds the kind's field schemas with `say` applied to messages.
 */
export function translationsInput(fields: (say: Say, minimum: Minimum) => z.ZodRawShape) {
  const perLocale = Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [
      locale,
      z
        .strictObject(fields(inLocale(locale), minimumIn(locale)), {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? TRANSLATION_MESSAGES.unknownField(locale, issue.keys)
              : TRANSLATION_MESSAGES.localeNotAnObject(locale),
        })
        .optional(),
    ]),
  );
  return z.preprocess(
    dropBlank,
    z.strictObject(perLocale, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? TRANSLATION_MESSAGES.unknownLocale(issue.keys)
          : TRANSLATION_MESSAGES.notAnObject,
    }),
  );
}
