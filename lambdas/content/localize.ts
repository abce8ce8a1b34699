import {
  type ContentLocale,
  type Localized,
  TRANSLATABLE_FIELDS,
  type TranslatableKind,
} from '../contract/content-locales.js';

/** What an entry must carry to be localized: its translations, and the author a public answer drops. */
interface Translatable {
  id: string;
  updatedBy?: string;
  translations?: Partial<Record<ContentLocale, Partial<Record<string, string>>>>;
}

const written = (value: unknown) => typeof value === 'string' && value !== '';

/** Whether the English entry shows `field`: a donation goal's legacy `goal` stands for its description. */
function shownInEnglish(kind: TranslatableKind, english: Record<string, unknown>, field: string): boolean {
  if (written(english[field])) return true;
  return kind === 'donations' && field === 'description' && written(english.goal);
}

/**
 * An advisory's impostors with their reasons in the locale: the translation's `reasons` hold one a line,
 * in the impostors' order. Only a translation with a reason for every impostor is used, so that no
 * list reads half in one language; one that no longer matches the list line for line is none.
 */
function localizedImpostors(
  impostors: unknown,
  reasons: string | undefined,
): { shown: boolean; translated?: unknown[] } {
  if (!Array.isArray(impostors) || impostors.length === 0) return { shown: false };
  const lines = (reasons ?? '').split('\n').map((line) => line.trim());
  if (lines.length !== impostors.length || lines.some((line) => line === '')) return { shown: true };
  return { shown: true, translated: impostors.map((impostor, i) => ({ ...impostor, reason: lines[i] })) };
}

/**
 * An entry as `locale`'s public path serves it (ADR 28): each translatable field in the locale where
 * the entry has it, the English text otherwise, and `untranslated` naming the fields the visitor
 * reads in English (only those the English entry shows; absent when none). Like the English answer it
 * carries neither the author nor the translations map.
 */
export function localize<T extends Translatable>(
  kind: TranslatableKind,
  locale: ContentLocale,
  entry: T,
): Localized<Omit<T, 'updatedBy' | 'translations'>> {
  const { updatedBy: _author, translations, ...english } = entry;
  const text = translations?.[locale] ?? {};
  const localized: Record<string, unknown> = { ...english };
  const untranslated: string[] = [];
  for (const field of TRANSLATABLE_FIELDS[kind]) {
    if (field === 'reasons') continue;
    if (written(text[field])) localized[field] = text[field];
    else if (shownInEnglish(kind, english, field)) untranslated.push(field);
  }
  if (kind === 'announcements') {
    const impostors = localizedImpostors((english as Record<string, unknown>).impostors, text.reasons);
    if (impostors.translated) localized.impostors = impostors.translated;
    else if (impostors.shown) untranslated.push('reasons');
  }
  if (untranslated.length > 0) localized.untranslated = untranslated;
  return localized as Localized<Omit<T, 'updatedBy' | 'translations'>>;
}
