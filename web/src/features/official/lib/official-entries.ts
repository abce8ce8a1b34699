import type { LabelledAddressConfig, SiteConfig } from '../../../config/site-schema';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { DEFAULT_LOCALE } from '../../../lib/i18n/locales';
import type { OfficialEntry } from './link-check';

/** What each kind of labelled address is, in words. */
export function kindName(kind: LabelledAddressConfig['kind']): string {
  return t('official.kind', { kind });
}

/**
 * A labelled address as the page names it: the operator's label on the English page, its kind from
 * the catalog on a translated one (the operator's labels are English and have no translations, so
 * "Liquidity pool · Pool de liquidez" and "复制Liquidity pool" showed both languages).
 */
export function labelledName(entry: Pick<LabelledAddressConfig, 'kind' | 'label'>): string {
  return pageLocale() === DEFAULT_LOCALE ? entry.label : kindName(entry.kind);
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
    {
      kind: 'address',
      name: t('official.mintName', { ticker: site.token.ticker }),
      address: site.token.mintAddress,
    },
    { kind: 'address', name: t('official.donationWallet'), address: site.donationWallet },
    ...site.supply.labelled.map((l) => ({
      kind: 'address' as const,
      name: labelledName(l),
      address: l.address,
    })),
  ];
  return [...accounts, ...pageLinks, ...addresses];
}
