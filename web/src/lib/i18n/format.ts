import { createElement, Fragment, type ReactNode } from 'react';
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

const LATIN_EDGE = /[A-Za-z0-9]/;

/**
 * A list as `Intl.ListFormat` joins it, except that Chinese and Japanese get a space between a Latin
 * name and a joining word ("WhatsApp 或 Instagram", "または Instagram"), as their glossaries write Latin
 * words in Han and kana text; the enumeration comma "、" holds its own space and gets none.
 */
function joined(format: Intl.ListFormat, items: readonly string[]): string {
  const locale = pageLocale();
  if (locale !== 'zh-cn' && locale !== 'ja') return format.format(items);
  const parts = format.formatToParts(items);
  return parts
    .map((part, i) => {
      if (part.type !== 'literal' || !/[^\s、，,]/.test(part.value)) return part.value;
      const opensWithComma = /^[、，,]/.test(part.value);
      const before = !opensWithComma && LATIN_EDGE.test(parts[i - 1]?.value.slice(-1) ?? '') ? ' ' : '';
      const after = LATIN_EDGE.test(parts[i + 1]?.value.charAt(0) ?? '') ? ' ' : '';
      return `${before}${part.value.trim()}${after}`;
    })
    .join('');
}

/**
 * Names as alternatives, joined the locale's way ("a, b, or c"; "a、b或c"; "a أو b أو c"). Not the
 * "unit" list: Chinese writes it with no separator at all, Russian, Turkish, Korean and Japanese with
 * spaces only (ADR 31).
 */
export function formatAlternatives(items: readonly string[]): string {
  return joined(listFormat(pageTag(), { type: 'disjunction' }), items);
}

/** Names that all hold, joined the locale's way ("a, b, and c"; "a、b和c"): not the "unit" list either. */
export function formatList(items: readonly string[]): string {
  return joined(listFormat(pageTag(), { type: 'conjunction' }), items);
}

/**
 * A moment in full, for the tooltip of an age ("20 November 2026 at 14:05:00 UTC", "2026年11月20日
 * 14:05:00 UTC"): in the page's language, never the browser's English `toUTCString()` (ADR 31). A
 * 24-hour clock, so no locale mixes in a Latin "PM".
 */
export function formatInstant(value: string | number | Date): string {
  return formatDate(value, { dateStyle: 'long', timeStyle: 'long', hourCycle: 'h23' });
}

/**
 * Elements that all hold (a change with an address in it, a key linked to the explorer), joined the
 * locale's way by `Intl.ListFormat` ("a, b, and c"; "a、b和c"; "a و b"): the component writes no
 * separator of its own (ADR 31). Here rather than in a module of its own, so that the chunks of the
 * sections below the hero share it without one importing from another.
 */
export function formatListRich(items: readonly ReactNode[]): ReactNode {
  const marks = items.map((_, i) => `\uE000${i}\uE000`);
  return listFormat(pageTag(), { type: 'conjunction' })
    .formatToParts(marks)
    .map((part, i) =>
      part.type === 'element'
        ? createElement(Fragment, { key: i }, items[marks.indexOf(part.value)])
        : part.value,
    );
}
