import { formatDate } from './i18n/format';
import { pageLocale } from './i18n/i18n';
import { dateTimeFormat } from './i18n/intl-cache';
import { DEFAULT_LOCALE } from './i18n/locales';

// English pages keep the British forms they have always shown ("12 Nov 2026", "November 2026");
// the other locales write days and months their own way, in UTC like the rest of the page.
const ENGLISH_TAG = 'en-GB';
const ENGLISH_DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** A day as visitors read it, "12 Nov 2026" (UTC) in English, or a dash when the time is unknown. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '—';
  if (pageLocale() !== DEFAULT_LOCALE) return formatDate(iso, { dateStyle: 'medium' });
  return dateTimeFormat(ENGLISH_TAG, ENGLISH_DAY).format(new Date(iso));
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
