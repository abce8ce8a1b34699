import type { Impostor } from './announcement-fields.js';
import { type FoundLink, findLinks } from './link-finder.js';

// behaviour §14: an impostor's address, domain or handle is never a link, wherever it is shown, nor, in the
// chats and the feeds, anything else off the official list. It is written "defanged", the convention of
// security advisories: `hxxps://vibie-airdrop[.]xyz/[@]claim`, `vibie-airdrop[.]xyz`, `[@]vibie[.]team`.
// A reader still recognises it; no browser, feed reader or chat makes it clickable. What counts as a link
// is the link finder's (link-finder.ts), so that nothing a chat would link is missed. No zod here: the
// page, the feeds and the sender use it alike.

/** `vibie-airdrop.xyz` as `vibie-airdrop[.]xyz`. */
export const defangDomain = (domain: string): string => domain.replace(/\./g, '[.]');

/** `@vibie.team` (or `vibie.team`) as `[@]vibie[.]team`: no chat links the name, nor a host in it. */
export const defangHandle = (handle: string): string => `[@]${defangDomain(handle.replace(/^@/, ''))}`;

/**
 * `https://vibie-airdrop.xyz/@claim?u=a.example` as `hxxps://vibie-airdrop[.]xyz/[@]claim?u=a[.]example`:
 * the scheme, and every dot and `@` of the host, path and query, so that no part of it is a link either.
 */
export function defangUrl(address: string): string {
  return address
    .replace(/^(h)tt(ps?)(?=:)/i, '$1xx$2')
    .replace(/\./g, '[.]')
    .replace(/@/g, '[@]');
}

/** A found link, defanged as its kind is. */
export function defangLink(link: Pick<FoundLink, 'kind' | 'text'>): string {
  return link.kind === 'handle' ? defangHandle(link.text) : defangUrl(link.text);
}

/** An impostor as shown: a mint as written (no chat links one), a domain or a handle defanged. */
export function defangImpostor(impostor: Pick<Impostor, 'type' | 'value'>): string {
  if (impostor.type === 'domain') return defangDomain(impostor.value);
  if (impostor.type === 'handle') return defangHandle(impostor.value);
  return impostor.value;
}

/** A host in the form impostors are stored: lower-case ASCII, punycode for an internationalised name. */
function asciiHost(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** A found link as an address: an e-mail address as its domain's site, a bare host with `https://`. */
function asAddress(link: Pick<FoundLink, 'kind' | 'text'>): URL | undefined {
  const text =
    link.kind === 'email'
      ? `https://${link.text.replace(/^[^@]*@/, '')}`
      : link.kind === 'host' || link.text.startsWith('//')
        ? `https://${link.text.replace(/^\/\//, '')}`
        : link.text;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `host` is `site` or one of its subdomains. */
const under = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

/** Every run of base58 of a key's length (32 to 44 characters) in `text`: the Solana keys it names. */
export function keysIn(text: string): string[] {
  return [
    ...text.matchAll(/(?<![1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{32,44}(?![1-9A-HJ-NP-Za-km-z])/g),
  ].map((match) => match[0]);
}

/** Whether a found link names one of the advisory's impostors: by host, mint, or a profile path (`t.me/vibie_support`). */
function namesImpostor(link: FoundLink, impostors: readonly Pick<Impostor, 'type' | 'value'>[]): boolean {
  if (link.kind === 'handle') {
    const name = link.text.slice(1).toLowerCase();
    return impostors.some((i) => i.type === 'handle' && i.value === name);
  }
  const url = asAddress(link);
  const host = url ? asciiHost(url.hostname) : undefined;
  const profile = (url?.pathname.split('/')[1] ?? '').replace(/^@/, '').toLowerCase();
  const keys = keysIn(link.text);
  return impostors.some(
    (i) =>
      (i.type === 'domain' && host !== undefined && under(host, i.value)) ||
      (i.type === 'handle' && link.kind !== 'email' && i.value === profile) ||
      (i.type === 'mint' && keys.includes(i.value)),
  );
}

/** `text` with each found link for which `keep` is false defanged, the rest as written. */
export function defangLinksIn(text: string, keep: (link: FoundLink) => boolean): string {
  let out = '';
  let last = 0;
  for (const link of findLinks(text)) {
    out += text.slice(last, link.index) + (keep(link) ? link.text : defangLink(link));
    last = link.lastIndex;
  }
  return out + text.slice(last);
}

/**
 * `text` with every address, domain and handle of the advisory's `impostors` defanged (behaviour §14),
 * the rest as written: what the public answers, the feeds and the chats carry.
 */
export function defangImpostorsIn(
  text: string,
  impostors: readonly Pick<Impostor, 'type' | 'value'>[],
): string {
  if (impostors.length === 0) return text;
  return defangLinksIn(text, (link) => !namesImpostor(link, impostors));
}

/** The official list (behaviour §14.3): what an announcement may link, and the handles it may leave live. */
export interface OfficialList {
  /** The configuration's links: each is official, and so is a page under one whose path is not the root. */
  readonly links: readonly string[];
  /** Hosts wholly the project's (the site's own domain): every page under them, subdomains included, is official. */
  readonly sites?: readonly string[];
  /** The token's mint: an address naming any other key is official only when its configured link names that key too. */
  readonly mint?: string;
  /** Handles as written in the configuration (`@vibie`); compared without the `@`, in any case. */
  readonly handles: readonly string[];
  /** The Telegram accounts' handles: in a Telegram post the only ones left live (an `@name` there is a Telegram mention). */
  readonly telegramHandles?: readonly string[];
}

/** The links of the official list that may be checked: no `www.`, a path without its trailing slash. */
function linkParts(url: URL): { host: string; path: string } | undefined {
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
  return {
    host: url.hostname.toLowerCase().replace(/^www\./, ''),
    path: url.pathname.toLowerCase().replace(/\/+$/, ''),
  };
}

/** A percent-encoded part as written, or as it is when it does not decode. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function parsed(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/**
 * Whether an address is official (behaviour §14.3): a page of a site that is wholly the project's, or one
 * of the configuration's links, or a page under one that names more than a host (`https://x.com/vibie/status/1`
 * under `https://x.com/vibie`, never `https://x.com/vibie_support`, and under `https://jup.ag/` nothing
 * but itself). An address that names a key other than the mint and its link's own is never official:
 * `https://jup.ag/swap/SOL-<another mint>` trades another token.
 */
export function isOfficialAddress(address: string | URL, official: Omit<OfficialList, 'handles'>): boolean {
  const url = typeof address === 'string' ? parsed(address) : address;
  const candidate = url && linkParts(url);
  if (!url || !candidate) return false;
  const keys = keysIn(`${decoded(url.pathname)}${decoded(url.search)}`);
  const allowed = (link: string) => keys.every((key) => key === official.mint || link.includes(key));
  const host = asciiHost(candidate.host) ?? candidate.host;
  if ((official.sites ?? []).some((site) => under(host, site.toLowerCase()))) return allowed('');
  return official.links.some((link) => {
    const oursUrl = parsed(link);
    const ours = oursUrl && linkParts(oursUrl);
    return (
      ours !== undefined &&
      ours.host === candidate.host &&
      (candidate.path === ours.path || (ours.path !== '' && candidate.path.startsWith(`${ours.path}/`))) &&
      allowed(link)
    );
  });
}

/** Whether a found link is official: an address or host by the rule above, an e-mail address by its domain, a handle by the list. */
export function isOfficialLink(link: FoundLink, official: OfficialList): boolean {
  if (link.kind === 'handle') {
    const name = link.text.slice(1).toLowerCase();
    return official.handles.some((handle) => handle.replace(/^@/, '').toLowerCase() === name);
  }
  const url = asAddress(link);
  if (!url) return false;
  if (link.kind === 'email') return (official.sites ?? []).some((site) => under(url.hostname, site));
  return isOfficialAddress(url, official);
}

/**
 * `text` with every address, bare host, e-mail address and handle that is not on the official list
 * defanged (behaviour §14), the official ones as written: what the chats carry of any announcement, since
 * Telegram links bare hosts and @handles in plain text and the page links only the official list. A bare
 * host is official when it is one of the official links (`vibie.example`, not `x.com` for `https://x.com/vibie`).
 */
export function defangUnofficialIn(text: string, official: OfficialList): string {
  return defangLinksIn(text, (link) => isOfficialLink(link, official));
}

/** Every link in `text`, with where it starts: the page links only the official ones. */
export { findLinks } from './link-finder.js';
