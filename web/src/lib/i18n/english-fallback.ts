import { type ShownText, textIn } from '../../config/localized-text';
import type { LocalizedText } from '../../config/site-schema';
import { pageLocale } from './i18n';
import { DEFAULT_LOCALE } from './locales';

/**
 * An admin entry as a translated page reads it (ADR 28): the server names in `untranslated` the fields
 * it sent in English because the entry has no translation of them in the page's locale.
 */
export interface MaybeUntranslated {
  untranslated?: readonly string[];
}

/**
 * `'en'` for a field the entry shows in English on a translated page, for the element's `lang`: screen
 * readers then read it with an English voice and the browser picks English hyphenation and fonts.
 * Undefined otherwise, so the element keeps the page's language. English pages never mark anything.
 */
export function fieldLang<T extends MaybeUntranslated>(entry: T, field: keyof T & string): 'en' | undefined {
  return pageLocale() !== DEFAULT_LOCALE && entry.untranslated?.includes(field) ? 'en' : undefined;
}

/**
 * What the operator wrote in the configuration (a tokenomics label, the AI moderator's lead, a link's
 * description) as this page shows it: the locale's translation from the configuration, or the English
 * text with `lang: 'en'` for the element, so that it says which language it is in (ADR 28, amendment
 * of #49). Fixed values ("Revoked", "Burned", the kinds of labelled addresses) come from the catalogs.
 */
export const operatorText = (value: LocalizedText): ShownText => textIn(value, pageLocale());

/** Whether any of the given fields is shown (not empty) and in English on a translated page. */
export function showsEnglish<T extends MaybeUntranslated>(
  entry: T,
  fields: readonly (keyof T & string)[],
): boolean {
  return fields.some((field) => fieldLang(entry, field) !== undefined && Boolean(entry[field]));
}
