import { z } from 'zod';

/** Any value containing this word is a stand-in that a production build refuses. */
export const PLACEHOLDER_MARK = 'placeholder';

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

/** The shape of the one site configuration file (DESIGN decision 7). */
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

/** Dotted paths of every string in the configuration that is still a placeholder. */
export function findPlaceholders(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    return value.toLowerCase().includes(PLACEHOLDER_MARK) ? [path] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => findPlaceholders(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => findPlaceholders(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** What is wrong with a configuration; placeholders are accepted only for a dev or demo build. */
export function checkSiteConfig(config: unknown, options: { allowPlaceholders: boolean }): string[] {
  const placeholders = new Set(findPlaceholders(config));
  const result = siteSchema.safeParse(config);
  const problems: string[] = [];
  if (!options.allowPlaceholders && placeholders.size > 0) {
    problems.push(`placeholder values must be replaced: ${[...placeholders].join(', ')}`);
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.map(String).join('.');
    // A placeholder address is not base58; in a demo that is expected, not an error.
    if (placeholders.has(path)) continue;
    problems.push(`${path}: ${issue.message}`);
  }
  return problems;
}

/** Throws, naming every problem, when the configuration is not fit for this build. */
export function assertSiteConfig(config: unknown, options: { allowPlaceholders: boolean }): void {
  const problems = checkSiteConfig(config, options);
  if (problems.length === 0) return;
  throw new Error(
    `Site configuration (web/src/config/site.ts) is not ready for this build:\n- ${problems.join('\n- ')}\n` +
      'Set real values there, or build a demo with --mode demo.',
  );
}
