import {
  CONTENT_LOCALES,
  type ContentLocale,
  TRANSLATABLE_FIELDS,
  type TranslatableKind,
  type Translations,
} from '@contract';

// A form holds its values as flat strings; a translation's field is one of them under the name the
// schema and the server give its errors, so a message finds its field without a lookup (ADR 28).

const PREFIX = 'translations.';

/** The form value (and error) name of one translated field: `translations.es.answer`. */
export const translationKey = (locale: ContentLocale, field: string) => `${PREFIX}${locale}.${field}`;

/** Whether a form value is a translation's field rather than the entry's own. */
export const isTranslationKey = (key: string) => key.startsWith(PREFIX);

/** The locale a translated field's name belongs to, or null for the entry's own fields. */
export function localeOfKey(key: string): ContentLocale | null {
  if (!isTranslationKey(key)) return null;
  const locale = key.slice(PREFIX.length).split('.')[0];
  return CONTENT_LOCALES.find((code) => code === locale) ?? null;
}

/** Every translated field of `kind` in every locale, as form values: the entry's text or empty. */
export function translationValues(
  kind: TranslatableKind,
  translations: Translations<string> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const locale of CONTENT_LOCALES) {
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      values[translationKey(locale, field)] = translations?.[locale]?.[field] ?? '';
    }
  }
  return values;
}

/**
 * The `translations` of a request body, nested from the form values, blank fields and then empty
 * locales left out. The map replaces the stored one whole, so an entry that had translations always
 * sends it (an emptied tab removes that locale); one that had none sends nothing until one is written,
 * so a save of an untranslated entry stays as it was.
 */
export function translationsBody(
  kind: TranslatableKind,
  values: Readonly<Record<string, string>>,
  hadTranslations: boolean,
): { translations?: Translations<string> } {
  const translations: Translations<string> = {};
  for (const locale of CONTENT_LOCALES) {
    const written: Record<string, string> = {};
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      const value = values[translationKey(locale, field)] ?? '';
      if (value.trim()) written[field] = value;
    }
    if (Object.keys(written).length) translations[locale] = written;
  }
  return Object.keys(translations).length || hadTranslations ? { translations } : {};
}

/** Whether `locale`'s translation has anything written in the form. */
export function hasWritten(values: Readonly<Record<string, string>>, locale: ContentLocale): boolean {
  return Object.entries(values).some(([key, value]) => localeOfKey(key) === locale && value.trim() !== '');
}
