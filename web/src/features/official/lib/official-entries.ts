import { textIn } from '../../../config/localized-text';
import type { LabelledAddressConfig, SiteConfig } from '../../../config/site-schema';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import type { OfficialEntry } from './link-check';

/** What each kind of labelled address is, in words. */
export function kindName(kind: LabelledAddressConfig['kind']): string {
  return t('official.kind', { kind });
}

/**
 * A labelled address as the page names it: the operator's label in the page's locale, or on a
 * translated page without that translation its kind from the catalog (an English label there showed
 * both languages: "Liquidity pool · Pool de liquidez", "复制Liquidity pool").
 */
export function labelledName(entry: Pick<LabelledAddressConfig, 'kind' | 'label'>): string {
  const shown = textIn(entry.label, pageLocale());
  // Untranslated, a translated page names the address by its kind, from the catalog, not in English.
  return shown.lang ? kindName(entry.kind) : shown.text;
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
