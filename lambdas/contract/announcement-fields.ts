// Apart from the schemas (no zod here): the site's strip, news page and link checker read these too.

/** What an announcement is (behaviour §14): news, or an advisory that warns of impostors. */
export const ANNOUNCEMENT_KINDS = ['news', 'advisory'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** What an advisory may name as an impostor: a token mint, a web domain or a social handle. */
export const IMPOSTOR_TYPES = ['mint', 'domain', 'handle'] as const;
export type ImpostorType = (typeof IMPOSTOR_TYPES)[number];

/** One impostor an advisory names, stored in the form the link checker compares (behaviour §14). */
export interface Impostor {
  type: ImpostorType;
  /** A mint as written (base58 is case-sensitive); a domain in lower-case ASCII (punycode); a handle lower case, without `@`. */
  value: string;
  reason: string;
}

export const ANNOUNCEMENT_LIMITS = {
  titleMin: 3,
  titleMax: 140,
  bodyMin: 5,
  bodyMax: 3000,
  impostorsMax: 20,
  impostorValueMax: 253,
  impostorReasonMax: 200,
} as const;

export const ANNOUNCEMENT_MESSAGES = {
  titleMin: `Title must be at least ${ANNOUNCEMENT_LIMITS.titleMin} characters`,
  titleMax: `Title must be less than ${ANNOUNCEMENT_LIMITS.titleMax} characters`,
  bodyMin: `Body must be at least ${ANNOUNCEMENT_LIMITS.bodyMin} characters`,
  bodyMax: `Body must be less than ${ANNOUNCEMENT_LIMITS.bodyMax} characters`,
  html: 'Text must be plain: no HTML tags such as <script> (links are made from plain addresses)',
  unsafeLink: 'Links must start with https:// or http:// (no javascript:, vbscript: or data: links)',
  kindInvalid: 'Kind must be "news" or "advisory"',
  publishAtInvalid:
    'Publish time must be a date and time between 2020 and 2100, such as 2026-11-27T09:00:00Z',
  impostorsNewsOnly: 'Only an advisory names impostors: set the kind to advisory or remove them',
  impostorsInvalid: `Impostors must be a list of at most ${ANNOUNCEMENT_LIMITS.impostorsMax}, each {type, value, reason}`,
  impostorTypeInvalid: 'Impostor type must be "mint", "domain" or "handle"',
  impostorMintInvalid: 'Mint must be a Solana address: 32 to 44 base58 characters',
  impostorDomainInvalid: 'Domain must be a host name such as example.com (no https://, no path, no port)',
  impostorHandleInvalid: 'Handle must be 2 to 64 letters, digits, "_" or ".", with or without @',
  impostorReasonRequired: 'Reason is required',
  impostorReasonMax: `Reason must be less than ${ANNOUNCEMENT_LIMITS.impostorReasonMax} characters`,
  reasonsInvalid: `Reasons must be one a line, at most ${ANNOUNCEMENT_LIMITS.impostorsMax} lines of less than ${ANNOUNCEMENT_LIMITS.impostorReasonMax} characters`,
  reasonsCount: (impostors: number) =>
    `Reasons must be one a line for each of the ${impostors} impostors, in the list's order`,
} as const;

// Plain text only (behaviour §14): anything that opens a tag is refused rather than escaped, so no
// client, feed or chat ever receives markup from us; a lone "<" (as in "< 1 SOL") stays.
const HTML_TAG = /<[a-z!/?]/i;
// A link the page would make clickable must be http(s): these schemes run code or smuggle content.
const UNSAFE_SCHEME = /(?:java|vb)script\s*:|\bdata\s*:\s*[a-z]+\/[a-z0-9.+-]+/i;

/** True when `text` holds no HTML tag and no script or data link. */
export function isPlainText(text: string): boolean {
  return !HTML_TAG.test(text);
}

export function hasOnlySafeLinks(text: string): boolean {
  return !UNSAFE_SCHEME.test(text);
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const HANDLE = /^[a-z0-9_.]{2,64}$/;

/**
 * A domain in the one form stored and compared: lower-case ASCII (an internationalised name, the
 * favourite of look-alikes, in punycode), without a trailing dot; undefined when not a host name.
 */
export function normaliseDomain(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase().replace(/\.$/, '');
  if (!trimmed || /[\s/\\:@?#%]/.test(trimmed)) return undefined;
  let ascii: string;
  try {
    ascii = new URL(`http://${trimmed}`).hostname;
  } catch {
    return undefined;
  }
  if (ascii.length > ANNOUNCEMENT_LIMITS.impostorValueMax) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2) return undefined;
  const top = labels[labels.length - 1] ?? '';
  return labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(top) ? ascii : undefined;
}

/** A handle without its `@`, lower case (platforms treat handles without case); undefined when not one. */
export function normaliseHandle(value: string): string | undefined {
  const handle = value.trim().toLowerCase().replace(/^@/, '');
  return HANDLE.test(handle) ? handle : undefined;
}

/** An impostor's value in its stored form, or undefined when it is not a value of that type. */
export function normaliseImpostor(type: ImpostorType, value: string): string | undefined {
  switch (type) {
    case 'mint':
      return BASE58.test(value.trim()) ? value.trim() : undefined;
    case 'domain':
      return normaliseDomain(value);
    case 'handle':
      return normaliseHandle(value);
  }
}

/** The message that says why `type`'s value was refused. */
export const IMPOSTOR_VALUE_MESSAGES: Readonly<Record<ImpostorType, string>> = {
  mint: ANNOUNCEMENT_MESSAGES.impostorMintInvalid,
  domain: ANNOUNCEMENT_MESSAGES.impostorDomainInvalid,
  handle: ANNOUNCEMENT_MESSAGES.impostorHandleInvalid,
};

/** Earliest and latest publish times accepted: a typo of a century is refused, not scheduled. */
export const PUBLISH_AT_RANGE = { min: '2020-01-01T00:00:00.000Z', max: '2100-01-01T00:00:00.000Z' } as const;
