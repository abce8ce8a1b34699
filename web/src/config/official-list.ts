import type { OfficialList } from '@contract/defang';
import type { SiteConfig } from './site-schema';

/** The parts of the site configuration the official list is made of. */
export interface OfficialListSource {
  readonly share: Pick<SiteConfig['share'], 'siteUrl'>;
  readonly token: Pick<SiteConfig['token'], 'mintAddress'>;
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

/** The official accounts' handles (`@vibie`): the only handles an announcement leaves as written. */
export function officialHandles(site: OfficialListSource): string[] {
  return site.official.accounts.map((account) => account.handle);
}

/** A Telegram account: its platform says so, or its address is on Telegram's own hosts. */
const onTelegram = (account: SiteConfig['official']['accounts'][number]) =>
  /telegram/i.test(account.platform) || /^https:\/\/(?:www\.)?(?:t\.me|telegram\.me)\//i.test(account.url);

/**
 * The Telegram accounts' handles: the only handles a Telegram post leaves live, since there an
 * `@handle` is a mention of whoever holds that name on Telegram, whatever platform it is ours on.
 */
export function telegramHandles(site: OfficialListSource): string[] {
  return site.official.accounts.filter(onTelegram).map((account) => account.handle);
}

/**
 * The whole official list (behaviour §14.3): the links above; the site's own host, the one site that is
 * wholly the project's; the mint, the only key an official address may name besides its link's own; the
 * handles.
 */
export function officialList(site: OfficialListSource): OfficialList {
  return {
    links: officialLinks(site),
    sites: [new URL(site.share.siteUrl).hostname],
    mint: site.token.mintAddress,
    handles: officialHandles(site),
  };
}
