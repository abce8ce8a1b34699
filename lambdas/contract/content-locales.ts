// Apart from the schemas (no zod here): the public localized routes check their path with this alone.

/**
 * The locales an entry can carry a translation for (ADR 28): every locale of the site but English,
 * whose text is the entry's own fields. Same codes as the site's URL prefixes (web's LOCALES).
 */
export const CONTENT_LOCALES = ['es', 'pt-br', 'zh-cn', 'ru', 'tr', 'vi', 'id', 'ko', 'ja', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
}

/** Every locale of the site, English (the entry's own fields, the page at `/`) first. */
export const SITE_LOCALES = ['en', ...CONTENT_LOCALES] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** Each locale's name in English: the admin panel's tabs and the messages that name a locale. */
export const LOCALE_NAMES: Readonly<Record<ContentLocale, string>> = {
  es: 'Spanish',
  'pt-br': 'Portuguese (Brazil)',
  'zh-cn': 'Chinese (Simplified)',
  ru: 'Russian',
  tr: 'Turkish',
  vi: 'Vietnamese',
  id: 'Indonesian',
  ko: 'Korean',
  ja: 'Japanese',
  ar: 'Arabic',
};

/** The fields of each translatable kind that a translation may carry (the text a visitor reads). */
export const TRANSLATABLE_FIELDS = {
  donations: ['title', 'description'],
  roadmap: ['title', 'description', 'timeline'],
  faq: ['question', 'answer'],
  chartLinks: ['name', 'description'],
  // `reasons`: the impostors' reasons, one a line in the impostors' order (an advisory's only).
  announcements: ['title', 'body', 'reasons'],
  ledgerNotes: ['note'],
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField<K extends TranslatableKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/** Of those, the fields a translation must have, as the English entry must. */
export const REQUIRED_TRANSLATED_FIELDS: {
  readonly [K in TranslatableKind]: readonly TranslatableField<K>[];
} = {
  donations: ['title'],
  roadmap: ['title'],
  faq: ['question', 'answer'],
  chartLinks: ['name'],
  announcements: ['title', 'body'],
  ledgerNotes: ['note'],
};

/** An entry's translations, by locale: only the locales it has, each with the fields written. */
export type Translations<F extends string> = Partial<Record<ContentLocale, Partial<Record<F, string>>>>;

/**
 * An entry as a locale's public path serves it: the translatable fields in that locale where the
 * entry has a translation, and `untranslated` naming the fields still in English (absent when none).
 */
export type Localized<T> = T & { untranslated?: string[] };

/** The public path of a locale's content: `/api/locales/{locale}` before the English path. */
export function localizedApiPath(locale: ContentLocale, englishPath: string): string {
  return `/api/locales/${locale}${englishPath.replace(/^\/api/, '')}`;
}
