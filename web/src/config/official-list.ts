import type { SiteConfig } from './site-schema';

/** The parts of the site configuration the official list is made of. */
export interface OfficialListSource {
  readonly share: Pick<SiteConfig['share'], 'siteUrl'>;
  readonly links: Pick<SiteConfig['links'], 'communityChat' | 'social' | 'buy'>;
  readonly official: Pick<SiteConfig['official'], 'accounts'>;
}

/**
 * The addresses an announcement may link (behaviour §14): the site itself, the official accounts and
 * the configuration's links. The page links only these; the CDK app gives the same list to the chats'
 * sender, so a post links what the page links and nothing else.
 */
export function officialLinks(site: OfficialListSource): string[] {
  return [
    site.share.siteUrl,
    ...site.official.accounts.map((account) => account.url),
    site.links.communityChat.url,
    ...site.links.social.map((link) => link.url),
    ...site.links.buy.map((link) => link.url),
  ];
}

/** The official accounts' handles (`@vibie`): the only handles a chat post leaves as written. */
export function officialHandles(site: OfficialListSource): string[] {
  return site.official.accounts.map((account) => account.handle);
}
