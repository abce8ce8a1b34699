import type { Announcement, Impostor } from '@contract';

/** An advisory's impostor that a pasted value matches (behaviour §14). */
export interface ImpostorMatch {
  advisory: Pick<Announcement, 'id' | 'title' | 'publishAt'>;
  impostor: Impostor;
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The host a pasted link names, lower-case ASCII as the advisories store domains (an internationalised
 * name in punycode, as a browser's address bar has it); undefined when there is none.
 */
function parsed(value: string): { host?: string; firstSegment?: string } {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const segment = url.pathname.split('/')[1];
    return {
      ...(url.hostname ? { host: url.hostname.replace(/\.$/, '').toLowerCase() } : {}),
      ...(segment ? { firstSegment: decodeURIComponent(segment).replace(/^@/, '').toLowerCase() } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The advisory that names what a visitor pasted as an impostor: a mint exactly (base58 is
 * case-sensitive); a handle without `@` or case, alone or as a profile link (`t.me/fake_support`); a
 * link or domain by its host, subdomains included (`claim.evil.example` is `evil.example`'s). The
 * newest advisory wins; null when none names it.
 */
export function findImpostor(input: string, announcements: readonly Announcement[]): ImpostorMatch | null {
  const value = input.trim();
  if (!value) return null;
  const isMint = BASE58.test(value);
  const bare = value.replace(/^@/, '').toLowerCase();
  const { host, firstSegment } = isMint ? {} : parsed(value);
  const newestFirst = [...announcements].sort((a, b) => (a.publishAt < b.publishAt ? 1 : -1));
  for (const advisory of newestFirst) {
    if (advisory.kind !== 'advisory') continue;
    for (const impostor of advisory.impostors ?? []) {
      const matches =
        impostor.type === 'mint'
          ? isMint && impostor.value === value
          : impostor.type === 'handle'
            ? bare === impostor.value || firstSegment === impostor.value
            : host !== undefined && (host === impostor.value || host.endsWith(`.${impostor.value}`));
      if (matches) {
        const { id, title, publishAt } = advisory;
        return { advisory: { id, title, publishAt }, impostor };
      }
    }
  }
  return null;
}
