import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';

// behaviour §14.3: what a chat client or a feed reader makes tappable is found by a link finder, not by
// patterns of our own. linkify-it finds addresses, bare hosts of every TLD (the `tlds` list, each
// internationalised TLD in its punycode form too, the form impostor domains are stored in), e-mail
// addresses and, with the rule below, handles. Telegram links more than linkify-it does (ADR 36): a host
// right after `:` or `_`, a scheme after a word character. So the text is also read with those
// characters blanked, and every range found in either reading counts.

/** What the finder found: an address with its scheme, a bare host (maybe with a path), an e-mail address or a handle. */
export type LinkKind = 'address' | 'host' | 'email' | 'handle';

export interface FoundLink {
  readonly kind: LinkKind;
  /** The text as written. */
  readonly text: string;
  readonly index: number;
  readonly lastIndex: number;
}

/** Every TLD of the list, and the punycode form (`xn--p1ai`) of each written in another script (`рф`). */
function allTlds(): string[] {
  const punycode = tlds.flatMap((tld) => {
    if (/^[a-z0-9-]+$/.test(tld)) return [];
    try {
      return [new URL(`http://x.${tld}`).hostname.split('.').at(-1) ?? tld];
    } catch {
      return [];
    }
  });
  return [...tlds, ...punycode];
}

/** A handle's name after its `@`: letters, digits, `_` and inner dots (`@vibie.team`, as Instagram writes them). */
const HANDLE_NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?/;

let finder: LinkifyIt | undefined;

function linkify(): LinkifyIt {
  finder ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(allTlds()).add('@', {
    validate: (text, pos) => {
      // Not the tail of an e-mail address or of another handle.
      if (pos >= 2 && /[\p{L}\p{N}@]/u.test(text[pos - 2] ?? '')) return 0;
      return HANDLE_NAME.exec(text.slice(pos))?.[0].length ?? 0;
    },
  });
  return finder;
}

/**
 * The same text, each character that keeps linkify-it from finding what Telegram finds blanked: `_`, and
 * a `:` or a single `/` that does not begin `://` (`Site:vibie-airdrop.xyz`, `_https://…`). The second
 * reading blanks `://` as well, so that a host after `xhttps://` is found.
 */
const blanked = (text: string, scheme: boolean) => {
  const once = text.replace(/_|:(?!\/\/)|(?<![:/])\/(?!\/)/g, ' ');
  return scheme ? once.replace(/:\/\//g, '   ') : once;
};

/** A range found right after `http://`, `https://` or `ftp://` starts at the scheme: the whole address is one link. */
function withScheme(text: string, index: number): number {
  const before = /(?:https?|ftp):\/\/$/i.exec(text.slice(Math.max(0, index - 8), index));
  return before ? index - before[0].length : index;
}

function kindOf(text: string): LinkKind {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(text)) return 'address';
  if (text.startsWith('@')) return 'handle';
  return /^[^/?#]*@/.test(text) ? 'email' : 'host';
}

/** Every link a chat client or a feed reader would find in `text`, in order, none overlapping another. */
export function findLinks(text: string): FoundLink[] {
  const ranges = [text, blanked(text, false), blanked(text, true)]
    .flatMap((reading) => linkify().match(reading) ?? [])
    .map((match) => [withScheme(text, match.index), match.lastIndex] as const)
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([index, lastIndex]) => {
    const written = text.slice(index, lastIndex);
    return { kind: kindOf(written), text: written, index, lastIndex };
  });
}
