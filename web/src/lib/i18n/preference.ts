import type { Locale } from './locales';

/** ADR 21: the localStorage key of the visitor's choice of language (no cookie, nothing sent). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Remembers the visitor's choice of language (the picker, the suggestion). */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage off (a private window, a policy): the choice lasts as long as the page.
  }
}

/** The choice remembered, unchecked; null when there is none or storage is off. */
export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
