import type { SiteConfig } from '../../../config/site-schema';
import type { OfficialEntry } from './link-check';

const KIND_NAMES = {
  'liquidity-pool': 'Liquidity pool',
  burn: 'Burn address',
  team: 'Team / treasury',
  exchange: 'Exchange',
} as const;

/** What each kind of labelled address is, in words. */
export function kindName(kind: keyof typeof KIND_NAMES): string {
  return KIND_NAMES[kind];
}

/**
 * Everything the checker accepts as ours, from the site configuration: the official accounts, the
 * community links the page itself shows, the mint, the donation wallet and the labelled addresses.
 */
export function officialEntries(site: SiteConfig): OfficialEntry[] {
  const accounts: OfficialEntry[] = site.official.accounts.map((a) => ({
    kind: 'account',
    name: a.platform,
    url: a.url,
    handle: a.handle,
  }));
  const pageLinks: OfficialEntry[] = [site.links.communityChat, ...site.links.social].map((link) => ({
    kind: 'account',
    name: link.label,
    url: link.url,
    handle: '',
  }));
  const addresses: OfficialEntry[] = [
    { kind: 'address', name: `${site.token.ticker} mint`, address: site.token.mintAddress },
    { kind: 'address', name: 'Donation wallet', address: site.donationWallet },
    ...site.supply.labelled.map((l) => ({ kind: 'address' as const, name: l.label, address: l.address })),
  ];
  return [...accounts, ...pageLinks, ...addresses];
}
