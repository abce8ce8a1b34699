import { defangLinksIn } from '../contract/defang.js';
import type { FoundLink } from '../contract/link-finder.js';

/** Whether `address` is an https page of the site itself (`siteUrl`'s host): the only addresses a news page links. */
export function onSite(address: string, siteUrl: string): boolean {
  try {
    const target = new URL(address);
    const site = new URL(siteUrl);
    return target.protocol === 'https:' && target.host === site.host;
  } catch {
    return false;
  }
}

/**
 * Whether a found link stays as written where the site alone is official (an announcement's own page, the
 * feeds: behaviour §14.3): a handle (no browser or feed reader links one; an impostor's is defanged
 * already), or the site's own host or address. Anything else the link finder finds is defanged.
 */
export function keptOnSite(link: FoundLink, siteUrl: string): boolean {
  if (link.kind === 'handle') return true;
  if (link.kind === 'address') return onSite(link.text, siteUrl);
  const host = link.text.replace(/^[^@/]*@/, '').split(/[/?#]/)[0] ?? '';
  return host.toLowerCase() === new URL(siteUrl).host.toLowerCase();
}

/** `text` with every link but the site's own defanged. */
export const defangOffSite = (text: string, siteUrl: string): string =>
  defangLinksIn(text, (link) => keptOnSite(link, siteUrl));
