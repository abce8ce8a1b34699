import { z } from 'zod';

const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Must be a base58 Solana address');
const httpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https:// URL' });
const text = z.string().trim().min(1, 'Must not be empty');

const link = z.object({ label: text, url: httpsUrl, description: text.optional() });

/**
 * A tokenomics claim. With `verify`, the page checks it against the chain (the mint account;
 * `supply` compares with `tokenomics.totalSupply`); without, it is shown as a statement.
 */
const tokenomicsFact = z.object({
  label: text,
  value: text,
  verify: z.enum(['mintAuthorityRevoked', 'freezeAuthorityRevoked', 'supply']).optional(),
});
export type TokenomicsFact = z.infer<typeof tokenomicsFact>;

/**
 * The `site` section of the operator configuration (DESIGN decision 7); placeholders and the other
 * sections are checked by infra/config/operator-config.ts.
 */
export const siteSchema = z.object({
  token: z.object({
    name: text,
    ticker: text,
    chain: z.literal('solana'),
    mintAddress: solanaAddress,
    pairAddress: solanaAddress,
  }),
  donationWallet: solanaAddress,
  supportEmail: z.email('Must be an email address'),
  operator: z.object({ name: text, address: text }),
  links: z.object({
    communityChat: link,
    social: z.array(link).min(1),
    buy: z.array(link).min(1),
    explorer: httpsUrl,
    /** Explorer page of an account (the donation wallet), the address appended. */
    explorerAccount: httpsUrl,
  }),
  tokenomics: z.object({
    totalSupply: text,
    facts: z.array(tokenomicsFact).min(1),
    note: text,
  }),
  aiModerator: z.object({ name: text, summary: text, features: z.array(text).min(1) }),
  simulatedTrades: z.object({ enabled: z.boolean() }),
  // The share card (Open Graph / Twitter): the public address of the page, for the canonical link
  // and the absolute image URL that link previews need.
  share: z.object({ siteUrl: httpsUrl }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
