import { formatDate } from './i18n/format';
import { pageLocale } from './i18n/i18n';
import { dateTimeFormat } from './i18n/intl-cache';
import { DEFAULT_LOCALE } from './i18n/locales';

// One date style a locale, wherever the page shows a day (docs/languages.md, "Dates"): the day, the month's
// short name and the year, in UTC like the rest of the page. English writes it the British way
// ("20 Nov 2026"), as the privacy policy's date does; the others their own ("20 nov 2026", "2026年11月20日",
// "2026년 11월 20일", "20 نوفمبر 2026"). The month's name, never a numeric form: Korean's "2026. 11. 20."
// ends in a full stop that runs into the next word, and day and month would read either way round.
const ENGLISH_TAG = 'en-GB';
const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as visitors read it ("20 Nov 2026"), from a calendar day ("2026-11-20") or a moment (read in
 * UTC), or a dash when it cannot be read.
 */
export function formatDay(value: string | null | undefined): string {
  const iso = value && CALENDAR_DAY.test(value) ? `${value}T00:00:00Z` : value;
  if (!iso || Number.isNaN(Date.parse(iso))) return '—';
  if (pageLocale() !== DEFAULT_LOCALE) return formatDate(iso, DAY);
  return dateTimeFormat(ENGLISH_TAG, DAY).format(new Date(iso));
}

/** A month the answers name, "2026-11": anything else is shown as a dash rather than thrown on. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month ("2026-11") as visitors read it: "November 2026" in English, "noviembre de 2026" in Spanish. */
export function formatMonth(month: string): string {
  if (!MONTH.test(month)) return '—';
  const start = `${month}-01T00:00:00Z`;
  const options = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  if (pageLocale() !== DEFAULT_LOCALE) return formatDate(start, options);
  return dateTimeFormat(ENGLISH_TAG, options).format(new Date(start));
}
