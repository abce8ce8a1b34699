import { ADVISORY_PREFIX } from '../contract/advisory-prefix.js';
import { announcementUrl, localePageUrl } from '../contract/announcement-address.js';
import type { Impostor } from '../contract/announcement-fields.js';
import type { ContentLocale, SiteLocale, Translations } from '../contract/content-locales.js';
import { defangImpostorsIn, defangUnofficialIn, type OfficialList } from '../contract/defang.js';
import { CHANNEL_MESSAGE_LIMITS, type DeliveryChannel } from '../contract/delivery.js';
import { escapeDiscordMarkdown } from './discord-markdown.js';

/** What a chat message is made of: the announcement's text in the channel's locale (English by default). */
export interface MessageSource {
  readonly title: string;
  readonly body: string;
  readonly kind?: string;
  /** The language the title and body are in, for the advisory's prefix. */
  readonly locale?: SiteLocale;
}

/** An announcement's English text and its translations, as stored. */
export interface AnnouncementText {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly translations?: Translations<string>;
}

/**
 * The announcement's title and body in `locale`, each field in English where it has no translation:
 * the content domain's rule (ADR 28), which the handler passes in since no domain imports another (ADR 25).
 */
export type LocalizeAnnouncement = (
  locale: ContentLocale,
  announcement: AnnouncementText,
) => { readonly title: string; readonly body: string };

const ELLIPSIS = '…';

/**
 * An announcement's own page in the locale, as the page and the feeds give it (behaviour
 * §14.2): `<site>/news/<id>` in English, `<site>/<locale>/news/<id>` otherwise.
 */
export function announcementLink(siteOrigin: string, id: string, locale: SiteLocale = 'en'): string {
  return announcementUrl(localePageUrl(siteOrigin, locale), id);
}

/** `text` cut to at most `length` UTF-16 units, never between the two halves of a surrogate pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  let end = Math.max(0, length);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/**
 * The plain-text message a channel gets (ADR 36): the title (an advisory marked as one), the body and
 * the link to the full text, within the provider's limit. A body too long is cut and ends with "…";
 * the link is always kept whole, so the full text is one tap away.
 */
export function composeMessage(channel: DeliveryChannel, source: MessageSource, link: string): string {
  const limit = CHANNEL_MESSAGE_LIMITS[channel];
  const prefix = source.kind === 'advisory' ? ADVISORY_PREFIX[source.locale ?? 'en'] : '';
  // Discord reads Markdown: escaped, a masked link shows its real target (discord-markdown.ts).
  const text = channel === 'discord' ? escapeDiscordMarkdown : (plain: string) => plain;
  const title = text(`${prefix}${source.title}`);
  const body = text(source.body.trim());
  const whole = `${title}\n\n${body}\n\n${link}`;
  if (whole.length <= limit) return whole;
  const frame = `${title}\n\n`.length + `\n\n${link}`.length + ELLIPSIS.length;
  const room = limit - frame;
  if (room <= 0) return cut(`${title}\n\n${link}`, limit);
  return `${title}\n\n${cut(body, room).trimEnd()}${ELLIPSIS}\n\n${link}`;
}

/**
 * The message a channel gets for an announcement as stored (`data`), and its link: the text in the
 * channel's locale, each field in English where it is not translated, linking to that locale's page.
 */
export function storedMessage(
  channel: DeliveryChannel,
  id: string,
  data: Record<string, unknown>,
  context: { siteOrigin: string; locale: SiteLocale; localize: LocalizeAnnouncement; official: OfficialList },
): { text: string; link: string } {
  const { locale } = context;
  const english = { id, title: String(data.title ?? ''), body: String(data.body ?? '') };
  const translations = typeof data.translations === 'object' && data.translations ? data.translations : {};
  const localized = locale === 'en' ? english : context.localize(locale, { ...english, translations });
  // An advisory's impostors are never links, in Telegram (which links bare domains and @handles) as on the site.
  const impostors =
    data.kind === 'advisory' && Array.isArray(data.impostors) ? (data.impostors as Impostor[]) : [];
  // Nor is any address, host or handle off the official list, in any announcement: the page links only
  // the list's (behaviour §14.3), and Telegram would link them all. The site itself is wholly ours. In
  // Telegram an `@name` mentions whoever holds it there: only the Telegram accounts' handles stay.
  const official = {
    ...context.official,
    links: [context.siteOrigin, ...context.official.links],
    sites: [new URL(context.siteOrigin).hostname, ...(context.official.sites ?? [])],
    handles: channel === 'telegram' ? (context.official.telegramHandles ?? []) : context.official.handles,
  };
  const title = defangUnofficialIn(defangImpostorsIn(localized.title, impostors), official);
  const body = defangUnofficialIn(defangImpostorsIn(localized.body, impostors), official);
  const link = announcementLink(context.siteOrigin, id, locale);
  return {
    text: composeMessage(channel, { title, body, kind: String(data.kind ?? 'news'), locale }, link),
    link,
  };
}
