import type { SiteConfig } from '../../../config/site-schema';
import { t } from '../../../lib/i18n/i18n';
import { labelledName } from '../../../lib/i18n/labelled-name';
import type { OfficialEntry } from './link-check';

export { kindName, labelledName } from '../../../lib/i18n/labelled-name';

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
