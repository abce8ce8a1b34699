import type english from '../../locales/en.json';
import { formatIcu, type MessageValues } from './icu';
import { numberFormat } from './intl-cache';
import { DEFAULT_LOCALE, LANG_TAG, type Locale } from './locales';

/** A message of the catalogs: English's keys are the reference (the parity test holds the others to them). */
export type MessageKey = keyof typeof english;
export type Catalog = Readonly<Record<MessageKey, string>>;
/**
 * What a page's runtime holds: the catalog by key, or in the browser build (where each key in the code
 * is its id, build-plugins/message-ids.ts) the messages in key order.
 */
export type PageMessages = Partial<Catalog> | readonly string[];

// One locale per page (ADR 21): the page's catalog is set once before the first render and never
// changes; switching language loads the other locale's page. The prerender renders the locales one
// after the other, each with its own catalog set.
let current: { locale: Locale; messages: PageMessages } = { locale: DEFAULT_LOCALE, messages: {} };

/** Sets the page's locale and its catalog. */
export function setCatalog(locale: Locale, messages: PageMessages): void {
  current = { locale, messages };
}

/** The page's locale. */
export const pageLocale = (): Locale => current.locale;

/**
 * The page's BCP 47 tag for `Intl`. Arabic asks for Western digits: engines disagree on the default
 * (the prerender's Node and some browsers differ), and a hydrated page must read as it was rendered.
 */
export const pageTag = (): string => (current.locale === 'ar' ? 'ar-u-nu-latn' : LANG_TAG[current.locale]);

/** The message for `key` in the page's locale, its placeholders filled; the key itself when missing. */
export function t(key: MessageKey, values: MessageValues = {}): string {
  const message = (current.messages as Readonly<Record<string, string>>)[key];
  return formatIcu(message ?? key, values, pageTag());
}

/**
 * What goes between two sentences (or a sentence and a link) that the page puts side by side: a space,
 * except in Chinese and Japanese, whose full-width punctuation (。：) already holds its own space.
 */
export const sentenceGap = (): string => (current.locale === 'ja' || current.locale === 'zh-cn' ? '' : ' ');

/** A number in the page's locale (grouping, decimal sign, digits). */
export function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
  return numberFormat(pageTag(), options).format(value);
}
