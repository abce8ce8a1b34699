import type { z } from 'zod';
import { MESSAGES } from './messages.js';

// The characters no text the administrator writes may hold (behaviour §5, §14), whatever the form or
// route: one rule, so a new field cannot forget part of it.

// Control characters (C0, DEL and C1) break layouts and hide text, and in a terminal ESC and CSI rewrite
// what is shown; tab and newline are the only ones a text needs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A one-line field (a chart link's name, icon) takes no tab or newline either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// Bidi overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI) reorder what a reader
// sees: `Official link \u202Eelpmaxe.live//:sptth` shows a different address from the one it holds.
// The marks a language needs stay: LRM U+200E, RLM U+200F, the Arabic letter mark U+061C, ZWNJ U+200C
// (Persian, Indic scripts) and ZWJ U+200D (emoji sequences, Arabic and Indic joining).
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;

/** `field` refusing control characters (tab and newline allowed unless `singleLine`) and direction overrides. */
export function withoutHiddenCharacters<T extends z.ZodType<string, unknown>>(
  field: T,
  say: (message: string) => string = (message) => message,
  options: { singleLine?: boolean } = {},
) {
  const control = options.singleLine ? LINE_CONTROL : CONTROL;
  return field
    .refine((s) => !control.test(s), say(MESSAGES.controlChars))
    .refine((s) => !DIRECTION.test(s), say(MESSAGES.directionChars));
}

/** Whether `text` holds a control character (tab and newline allowed unless `singleLine`) or a direction override. */
export function hasHiddenCharacters(text: string, options: { singleLine?: boolean } = {}): boolean {
  return (options.singleLine ? LINE_CONTROL : CONTROL).test(text) || DIRECTION.test(text);
}

/**
 * `text` without its direction overrides and isolates: a stored text as it is served, whatever a document
 * written before the rule, or by hand, holds (behaviour §5).
 */
export const withoutDirectionOverrides = (text: string): string =>
  text.replace(new RegExp(DIRECTION.source, 'g'), '');

/**
 * `text` as a terminal may print it: every control character but newline, and every direction override,
 * shown as its code point (`\\u{1b}`), so that no escape sequence or reordering reaches the screen.
 */
export function printable(text: string): string {
  return text.replace(
    new RegExp(`${LINE_CONTROL.source.slice(0, -1)}\\u202A-\\u202E\\u2066-\\u2069]`, 'g'),
    (c) => (c === '\n' ? c : `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`),
  );
}
