import type { SiteConfig } from './site-schema';

/**
 * The one place an operator sets the token, its addresses, links and legal identity.
 * Values marked PLACEHOLDER are for the local demo only: a production build refuses them.
 */
export const site: SiteConfig = {
  token: {
    name: 'Vibie',
    ticker: 'VIBIE',
    chain: 'solana',
    mintAddress: 'PLACEHOLDER-MINT-ADDRESS-SET-IN-SITE-CONFIG',
    pairAddress: 'PLACEHOLDER-PAIR-ADDRESS-SET-IN-SITE-CONFIG',
  },
  donationWallet: 'PLACEHOLDER-DONATION-WALLET-SET-IN-SITE-CONFIG',
  supportEmail: 'support@placeholder.invalid',
  operator: {
    name: 'PLACEHOLDER Operator Name',
    address: 'PLACEHOLDER Street 1, 10000 Prishtina, Kosovo',
  },
  links: {
    communityChat: {
      label: 'Telegram',
      url: 'https://placeholder.invalid/community-chat',
      description: 'Chat with holders and builders, moderated by Vibie Mod.',
    },
    social: [
      {
        label: 'X (Twitter)',
        url: 'https://placeholder.invalid/x-profile',
        description: 'Announcements and memes.',
      },
      {
        label: 'Telegram',
        url: 'https://placeholder.invalid/community-chat',
        description: 'The main community chat.',
      },
    ],
    buy: [
      { label: 'Jupiter', url: 'https://jup.ag/', description: 'Swap aggregator on Solana.' },
      { label: 'Raydium', url: 'https://raydium.io/swap/', description: 'Automated market maker.' },
      { label: 'DexScreener', url: 'https://dexscreener.com/solana', description: 'Charts and pair data.' },
    ],
    explorer: 'https://solscan.io/token/',
    explorerAccount: 'https://solscan.io/account/',
  },
  tokenomics: {
    totalSupply: '1,000,000,000',
    facts: [
      { label: 'Total supply', value: '1,000,000,000 VIBIE', verify: 'supply' },
      { label: 'Buy / sell tax', value: '0%' },
      { label: 'Mint authority', value: 'Revoked', verify: 'mintAuthorityRevoked' },
      { label: 'Freeze authority', value: 'Revoked', verify: 'freezeAuthorityRevoked' },
      { label: 'Liquidity', value: 'Burned' },
      { label: 'Team allocation', value: 'None' },
    ],
    note: 'A community token with no fixed team: what it becomes is up to its holders.',
  },
  aiModerator: {
    name: 'Vibie Mod',
    summary:
      'An AI moderator keeps the community chat friendly around the clock. It answers common questions and never asks for keys or money.',
    features: [
      'Removes spam, scam links and impersonators',
      'Answers common questions from the FAQ',
      'Reminds members that nobody will ever DM them first',
      'Hands anything unclear to human moderators',
    ],
  },
  simulatedTrades: { enabled: true },
  share: { siteUrl: 'https://placeholder.invalid/' },
};
