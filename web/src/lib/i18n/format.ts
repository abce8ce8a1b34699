import { createElement, Fragment, type ReactNode } from 'react';
import { pageLocale, pageTag } from './i18n';
import { dateTimeFormat, listFormat } from './intl-cache';

// Formatting only the sections below the hero use: a module of its own, so it ships in their chunk.

/** A date in the page's locale, in UTC (so the prerender and the browser agree). */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(pageTag(), { timeZone: 'UTC', ...options }).format(new Date(value));
}

const LATIN_EDGE = /[A-Za-z0-9]/;

type ListPart = { type: 'element' | 'literal'; value: string };

/**
 * The parts of a list as `Intl.ListFormat` joins it, except that Chinese and Japanese get a space
 * between a Latin name and a joining word ("WhatsApp 或 Instagram", "または Instagram"), as their
 * glossaries write Latin words in Han and kana text; the enumeration comma "、" holds its own space and
 * gets none. `latin` says whether an element starts (or ends) with a Latin letter or figure.
 */
function spaced(
  parts: readonly ListPart[],
  latin: (element: string, edge: 'start' | 'end') => boolean,
): string[] {
  const locale = pageLocale();
  if (locale !== 'zh-cn' && locale !== 'ja') return parts.map((part) => part.value);
  const edge = (part: ListPart | undefined, side: 'start' | 'end') =>
    part?.type === 'element' && latin(part.value, side);
  return parts.map((part, i) => {
    if (part.type !== 'literal' || !/[^\s、，,]/.test(part.value)) return part.value;
    const opensWithComma = /^[、，,]/.test(part.value);
    const before = !opensWithComma && edge(parts[i - 1], 'end') ? ' ' : '';
    const after = edge(parts[i + 1], 'start') ? ' ' : '';
    return `${before}${part.value.trim()}${after}`;
  });
}

/** Whether a name starts or ends with a Latin letter or figure. */
const latinText = (text: string, edge: 'start' | 'end') =>
  LATIN_EDGE.test(edge === 'start' ? text.charAt(0) : text.slice(-1));

function joined(format: Intl.ListFormat, items: readonly string[]): string {
  return spaced(format.formatToParts(items), latinText).join('');
}

/**
 * Names as alternatives, joined the locale's way ("a, b, or c"; "a、b或c"; "a أو b أو c"). Not the
 * "unit" list: Chinese writes it with no separator at all, Russian, Turkish, Korean and Japanese with
 * spaces only (ADR 31).
 */
export function formatAlternatives(items: readonly string[]): string {
  return joined(listFormat(pageTag(), { type: 'disjunction' }), items);
}

/**
 * Names none of which holds ("not on a, b, or c"): the alternatives, except in Japanese, whose negation
 * enumerates them with "、" alone ("a、b、c には…ありません"), as "または" there reads as a choice.
 */
export function formatNoneOf(items: readonly string[]): string {
  return pageLocale() === 'ja' ? formatList(items) : formatAlternatives(items);
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
 * Elements that all hold (a key linked to the explorer, an amount), joined the locale's way by
 * `Intl.ListFormat` ("a, b, and c"; "a、b 和 c"; "a و b"): the component writes no separator of its own
 * (ADR 31). The elements are addresses and amounts, Latin at both ends, so Chinese and Japanese space
 * them from a joining word as `formatList` does. Here rather than in a module of its own, so that the
 * chunks of the sections below the hero share it without one importing from another.
 */
export function formatListRich(items: readonly ReactNode[]): ReactNode {
  const marks = items.map((_, i) => `\uE000${i}\uE000`);
  const parts = listFormat(pageTag(), { type: 'conjunction' }).formatToParts(marks);
  const values = spaced(parts, () => true);
  return parts.map((part, i) =>
    part.type === 'element'
      ? createElement(Fragment, { key: i }, items[marks.indexOf(part.value)])
      : values[i],
  );
}
