/** ADR 21: the locales the visitor's site is written in, English first (the default, at `/`). */
export const LOCALES = ['en', 'es', 'pt-br', 'zh-cn', 'ru', 'tr', 'vi', 'id', 'ko', 'ja', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

/** The default locale: served at `/`, the text every other catalog is checked against. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag for `lang`, `hreflang` and `Intl`; the URL prefix is the lower-case code. */
// Derived, not listed: the region after a hyphen is upper case ("pt-br" → "pt-BR"), which keeps bytes
// off the first load (its budget is 75 KB).
export const LANG_TAG = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale.replace(/-[a-z]+$/, (region) => region.toUpperCase())]),
) as Readonly<Record<Locale, string>>;

/** Written right to left. */
export const isRtl = (locale: Locale): boolean => locale === 'ar';

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The path of a locale's home page: `/` for English, `/es/` for Spanish. */
export function localeHome(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;
}

/** The locale a path is in and the path without its prefix: "/es/roadmap" → es, "/roadmap". */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname };
}

/**
 * The supported locale a browser's language list asks for first ("pt-PT" → pt-br, "zh-Hans-CN" →
 * zh-cn), or null. Chinese other than simplified is not offered Simplified Chinese.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const tag = language.toLowerCase();
    const base = tag.split('-')[0] ?? '';
    if (base === 'zh') {
      if (/^zh(-hans|-cn|-sg|$)/.test(tag)) return 'zh-cn';
      continue;
    }
    if (base === 'pt') return 'pt-br';
    if (base === 'in') return 'id';
    if (isLocale(base)) return base;
  }
  return null;
}
