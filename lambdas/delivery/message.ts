import { CHANNEL_MESSAGE_LIMITS, type DeliveryChannel } from '../contract/delivery.js';

/** What a chat message is made of: the announcement's English text and its address on the site. */
export interface MessageSource {
  readonly title: string;
  readonly body: string;
  readonly kind?: string;
}

const ELLIPSIS = '…';

/**
 * An announcement's own address on the site, as the page and the feeds give it (behaviour §14: the
 * English page with the hash `#news-<id>`, which opens the news section's page that holds it).
 */
export function announcementLink(siteOrigin: string, id: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/#news-${encodeURIComponent(id)}`;
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
  const title = source.kind === 'advisory' ? `⚠️ Security advisory: ${source.title}` : source.title;
  const body = source.body.trim();
  const whole = `${title}\n\n${body}\n\n${link}`;
  if (whole.length <= limit) return whole;
  const frame = `${title}\n\n`.length + `\n\n${link}`.length + ELLIPSIS.length;
  const room = limit - frame;
  if (room <= 0) return cut(`${title}\n\n${link}`, limit);
  return `${title}\n\n${cut(body, room).trimEnd()}${ELLIPSIS}\n\n${link}`;
}
