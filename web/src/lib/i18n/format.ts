import { pageLocale, pageTag } from './i18n';
import { dateTimeFormat, listFormat } from './intl-cache';
import { DEFAULT_LOCALE } from './locales';

// Formatting only the sections below the hero use: a module of its own, so it ships in their chunk.

/** A date in the page's locale, in UTC (so the prerender and the browser agree). */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(pageTag(), { timeZone: 'UTC', ...options }).format(new Date(value));
}

/**
 * A calendar day ("2026-11-20") in the page's locale. English keeps the ISO form its pages have
 * always shown; the other locales get their own ("20 nov 2026", "2026年11月20日").
 */
export function formatDay(day: string): string {
  return pageLocale() === DEFAULT_LOCALE ? day : formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium' });
}

/**
 * Names as alternatives, joined the locale's way ("a, b, or c"; "a、b或c"; "a أو b أو c"). Not the
 * "unit" list: Chinese writes it with no separator at all, Russian, Turkish, Korean and Japanese with
 * spaces only (ADR 31).
 */
export function formatAlternatives(items: readonly string[]): string {
  return listFormat(pageTag(), { type: 'disjunction' }).format(items);
}

/** Names that all hold, joined the locale's way ("a, b, and c"; "a、b和c"): not the "unit" list either. */
export function formatList(items: readonly string[]): string {
  return listFormat(pageTag(), { type: 'conjunction' }).format(items);
}
