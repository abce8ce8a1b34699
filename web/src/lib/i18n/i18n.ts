import type english from '../../locales/en.json';
import { formatIcu, type MessageValues } from './icu';
import { DEFAULT_LOCALE, LANG_TAG, type Locale } from './locales';

/** A message of the catalogs: English's keys are the reference (the parity test holds the others to them). */
export type MessageKey = keyof typeof english;
export type Catalog = Readonly<Record<MessageKey, string>>;

// One locale per page (ADR 21): the page's catalog is set once before the first render and never
// changes; switching language loads the other locale's page. The prerender renders the locales one
// after the other, each with its own catalog set.
let current: { locale: Locale; messages: Partial<Catalog> } = { locale: DEFAULT_LOCALE, messages: {} };

/** Sets the page's locale and its catalog. */
export function setCatalog(locale: Locale, messages: Partial<Catalog>): void {
  current = { locale, messages };
}

/** The page's locale. */
export const pageLocale = (): Locale => current.locale;

/** The page's BCP 47 tag, for `Intl`. */
export const pageTag = (): string => LANG_TAG[current.locale];

/** The message for `key` in the page's locale, its placeholders filled; the key itself when missing. */
export function t(key: MessageKey, values: MessageValues = {}): string {
  return formatIcu(current.messages[key] ?? key, values, pageTag());
}

/** A number in the page's locale (grouping, decimal sign, digits). */
export function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(pageTag(), options).format(value);
}

/** A date in the page's locale, in UTC (so the prerender and the browser agree). */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(pageTag(), { timeZone: 'UTC', ...options }).format(new Date(value));
}

/**
 * A calendar day ("2026-11-20") in the page's locale. English keeps the ISO form its pages have
 * always shown; the other locales get their own ("20 nov 2026", "2026年11月20日").
 */
export function formatDay(day: string): string {
  return current.locale === DEFAULT_LOCALE ? day : formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium' });
}

/** Names joined the locale's way ("a, b, c"; "a、b、c"). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(pageTag(), { type: 'unit', style: 'short' }).format(items);
}
