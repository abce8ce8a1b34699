/**
 * One `Intl` formatter per locale and options, made on first use: building one loads locale data and
 * costs far more than formatting with it, and a page formats the same way hundreds of times while it
 * hydrates (every digit of a token amount, every plural of a message, every date of a list). ADR 24
 * counts that time.
 */
const numberFormats: Record<string, Intl.NumberFormat> = {};
const pluralRulesByTag: Record<string, Intl.PluralRules> = {};
const dateTimeFormats: Record<string, Intl.DateTimeFormat> = {};
const listFormats: Record<string, Intl.ListFormat> = {};

export const numberFormat = (tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  (numberFormats[tag + JSON.stringify(options)] ??= new Intl.NumberFormat(tag, options));

export const pluralRules = (tag: string): Intl.PluralRules =>
  (pluralRulesByTag[tag] ??= new Intl.PluralRules(tag));

export const dateTimeFormat = (tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  (dateTimeFormats[tag + JSON.stringify(options)] ??= new Intl.DateTimeFormat(tag, options));

export const listFormat = (tag: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  (listFormats[tag + JSON.stringify(options)] ??= new Intl.ListFormat(tag, options));
