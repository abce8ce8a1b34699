import type { LocalizedText } from './site-schema.js';

type TextLocale = 'en' | 'es' | 'pt-br' | 'zh-cn' | 'ru' | 'tr' | 'vi' | 'id' | 'ko' | 'ja' | 'ar';

/** An operator text as a page in one locale shows it: the locale's translation, or the English one. */
export interface ShownText {
  text: string;
  /** `'en'` when a translated page shows the English text (the element's `lang`), undefined otherwise. */
  lang: 'en' | undefined;
}

/** The English text: what the servers, the English page and every untranslated locale show. */
export function englishOf(value: LocalizedText): string {
  return typeof value === 'string' ? value : value.en;
}

/** The text in `locale` if the operator wrote it, else the English marked `lang="en"` (ADR 28, #49). */
export function textIn(value: LocalizedText, locale: TextLocale): ShownText {
  if (locale === 'en') return { text: englishOf(value), lang: undefined };
  const translated = typeof value === 'string' ? undefined : value[locale];
  return translated ? { text: translated, lang: undefined } : { text: englishOf(value), lang: 'en' };
}

/** Whether the operator wrote this text in `locale` (English always counts as written). */
export function hasTranslation(value: LocalizedText, locale: TextLocale): boolean {
  return locale === 'en' || (typeof value !== 'string' && Boolean(value[locale]));
}
