import type { Impostor } from './announcement-fields.js';

// behaviour §14: an impostor's address, domain or handle is never a link, wherever it is shown. It is
// written "defanged", the convention of security advisories: `hxxps://vibie-airdrop[.]xyz`,
// `vibie-airdrop[.]xyz`, `[@]vibie_support`. A reader still recognises it; no browser, feed reader or
// chat (Telegram links bare domains and @handles in plain text) makes it clickable. No zod here: the
// page, the feeds and the sender use it alike.

/** An address, scheme first: what a browser or a chat would make a link of. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'»」]/giu;
/**
 * An address as the chats' rule reads it: stopping at a bracket, so that a Markdown masked link
 * (`[https://a.example](http://b.example)`) is two addresses, each judged, not one whose host is the first.
 */
const CHAT_URL_PATTERN = /\bhttps?:\/\/[^\s<>"[\]()]+[^\s<>".,;:!?)\]'»」[(]/giu;
/** A host written without a scheme (`vibie-airdrop.xyz`, `claim.vibie-airdrop.xyz`), letters of any script. */
const DOMAIN_PATTERN =
  /(?<![\p{L}\p{N}@/.:_-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,63}(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/gu;
/** A handle as chats write it: `@` not inside a word or an e-mail address. */
const HANDLE_PATTERN = /(?<![\p{L}\p{N}_.@])@([A-Za-z0-9_.]*[A-Za-z0-9_])/gu;

/** `vibie-airdrop.xyz` as `vibie-airdrop[.]xyz`. */
export const defangDomain = (domain: string): string => domain.replace(/\./g, '[.]');

/** `@vibie_support` (or `vibie_support`) as `[@]vibie_support`. */
export const defangHandle = (handle: string): string => `[@]${handle.replace(/^@/, '')}`;

/** `https://vibie-airdrop.xyz/claim` as `hxxps://vibie-airdrop[.]xyz/claim`: scheme and host defanged. */
export function defangUrl(address: string): string {
  const match = /^(https?)(:\/\/)([^/?#]*)(.*)$/is.exec(address);
  if (!match) return defangDomain(address);
  const [, scheme = '', separator = '', host = '', rest = ''] = match;
  return `${scheme.replace(/tt/i, 'xx')}${separator}${defangDomain(host)}${rest}`;
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

/** Whether `host` is an impostor's domain or one of its subdomains. */
function namedDomain(host: string, impostors: readonly Pick<Impostor, 'type' | 'value'>[]): boolean {
  const ascii = asciiHost(host);
  return (
    ascii !== undefined &&
    impostors.some((i) => i.type === 'domain' && (ascii === i.value || ascii.endsWith(`.${i.value}`)))
  );
}

/** Whether an address names an impostor: by its host, or by a profile path (`t.me/vibie_support`). */
function namesImpostor(address: string, impostors: readonly Pick<Impostor, 'type' | 'value'>[]): boolean {
  const match = /^https?:\/\/([^/?#]*)\/?([^/?#]*)/i.exec(address);
  if (!match) return false;
  const [, host = '', segment = ''] = match;
  const profile = segment.replace(/^@/, '').toLowerCase();
  return namedDomain(host, impostors) || impostors.some((i) => i.type === 'handle' && i.value === profile);
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
  // Addresses first, each as a whole, then the hosts and handles left outside them.
  const parts = text.split(new RegExp(`(${URL_PATTERN.source})`, 'giu'));
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return namesImpostor(part, impostors) ? defangUrl(part) : part;
      return part
        .replace(DOMAIN_PATTERN, (host) => (namedDomain(host, impostors) ? defangDomain(host) : host))
        .replace(HANDLE_PATTERN, (written, handle: string) =>
          impostors.some((i) => i.type === 'handle' && i.value === handle.toLowerCase())
            ? defangHandle(handle)
            : written,
        );
    })
    .join('');
}

/** A link's host (no `www.`) and path (no trailing slash), lower case; undefined when not http(s). */
function linkParts(address: string): { host: string; path: string } | undefined {
  try {
    const url = new URL(address);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
    return {
      host: url.hostname.toLowerCase().replace(/^www\./, ''),
      path: url.pathname.toLowerCase().replace(/\/+$/, ''),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether an address in an announcement is on the official list (behaviour §14): one of the operator
 * configuration's links, or a page under one (`https://x.com/vibie/status/1` under `https://x.com/vibie`,
 * never `https://x.com/vibie_support`). Only these become links, on the page and in the chats.
 */
export function isOfficialAddress(address: string, official: readonly string[]): boolean {
  const candidate = linkParts(address);
  if (!candidate) return false;
  return official.some((link) => {
    const ours = linkParts(link);
    return (
      ours !== undefined &&
      ours.host === candidate.host &&
      (candidate.path === ours.path || candidate.path.startsWith(`${ours.path}/`))
    );
  });
}

/** The official list as the chats need it: the configuration's links and its accounts' handles. */
export interface OfficialList {
  readonly links: readonly string[];
  /** Handles as written in the configuration (`@vibie`); compared without the `@`, in any case. */
  readonly handles: readonly string[];
}

/**
 * `text` with every address, bare host and handle that is not on the official list defanged (behaviour
 * §14), the official ones as written: what the chats carry of any announcement, since Telegram links
 * bare hosts and @handles in plain text and the page links only the official list. A bare host is
 * official when its whole site is on the list (`vibie.example`, not `x.com` for `https://x.com/vibie`).
 */
export function defangUnofficialIn(text: string, official: OfficialList): string {
  const handles = new Set(official.handles.map((h) => h.replace(/^@/, '').toLowerCase()));
  const parts = text.split(new RegExp(`(${CHAT_URL_PATTERN.source})`, 'giu'));
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return isOfficialAddress(part, official.links) ? part : defangUrl(part);
      return part
        .replace(DOMAIN_PATTERN, (host) => {
          const ascii = asciiHost(host);
          return ascii && isOfficialAddress(`https://${ascii}/`, official.links) ? host : defangDomain(host);
        })
        .replace(HANDLE_PATTERN, (written, handle: string) =>
          handles.has(handle.toLowerCase()) ? written : defangHandle(handle),
        );
    })
    .join('');
}

/** Every http(s) address in `text`, with where it starts: the page links only the official ones. */
export function addressesIn(text: string): { address: string; index: number }[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => ({ address: match[0], index: match.index ?? 0 }));
}
