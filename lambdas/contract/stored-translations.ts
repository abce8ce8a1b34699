import {
  CONTENT_LOCALES,
  TRANSLATABLE_FIELDS,
  type TranslatableField,
  type TranslatableKind,
  type Translations,
} from './content-locales.js';
import { withoutDirectionOverrides } from './hidden-characters.js';

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry's stored `translations` (ADR 28), read as defensively as its other fields: only the
 * site's locales, only the kind's translatable fields, only non-empty text. Anything else (a hand
 * edit, an older shape) is dropped; undefined when nothing is left.
 */
export function storedTranslations<K extends TranslatableKind>(
  kind: K,
  stored: unknown,
): Translations<TranslatableField<K>> | undefined {
  if (!isMap(stored)) return undefined;
  const translations: Translations<TranslatableField<K>> = {};
  for (const locale of CONTENT_LOCALES) {
    const fields = Object.hasOwn(stored, locale) ? stored[locale] : undefined;
    if (!isMap(fields)) continue;
    const kept: Partial<Record<TranslatableField<K>, string>> = {};
    for (const field of TRANSLATABLE_FIELDS[kind] as readonly TranslatableField<K>[]) {
      const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (typeof value === 'string' && value !== '') kept[field] = withoutDirectionOverrides(value);
    }
    if (Object.keys(kept).length > 0) translations[locale] = kept;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}
