import { z } from 'zod';
import { withoutHiddenCharacters } from '../../../lambdas/contract/hidden-characters.js';

const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Must be a base58 Solana address');
const httpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https:// URL' });
const nonEmpty = z.string().trim().min(1, 'Must not be empty');
/**
 * A one-line text (a name, a ticker, a label, a handle): the administrator texts' character rule
 * (behaviour §5), since the site shows it as it shows theirs, and a direction override in a name or a
 * handle reorders what a visitor reads.
 */
const text = withoutHiddenCharacters(nonEmpty, undefined, { singleLine: true });

/** The locales of the visitor's site (ADR 21); must match web/src/lib/i18n/locales.ts (a test checks). */
export const TEXT_LOCALES = ['en', 'es', 'pt-br', 'zh-cn', 'ru', 'tr', 'vi', 'id', 'ko', 'ja', 'ar'] as const;

/** One operator text a visitor reads: short, and no markup (the page renders it as text only). */
const operatorString = withoutHiddenCharacters(
  nonEmpty
    .max(400, 'Must be at most 400 characters')
    .refine((value) => !/[<>]/.test(value), 'Must not contain < or >'),
);

/**
 * A text the operator writes and a visitor reads (ADR 28, amendment of #49): one English string, or
 * `{ "en": "...", "es": "...", ... }` with a translation per locale. English is required; a locale
 * without its translation shows the English, marked `lang="en"`, and the build names it.
 */
export const localizedText = z.union([
  operatorString,
  z
    .object({
      en: operatorString,
      es: operatorString.optional(),
      'pt-br': operatorString.optional(),
      'zh-cn': operatorString.optional(),
      ru: operatorString.optional(),
      tr: operatorString.optional(),
      vi: operatorString.optional(),
      id: operatorString.optional(),
      ko: operatorString.optional(),
      ja: operatorString.optional(),
      ar: operatorString.optional(),
    })
    .strict(),
]);
export type LocalizedText = z.infer<typeof localizedText>;

const link = z.object({ label: text, url: httpsUrl, description: localizedText.optional() });

/**
 * A tokenomics claim. With `verify`, the page checks it against the chain (the mint account;
 * `supply` compares with `tokenomics.totalSupply`); without, it is shown as a statement.
 */
const tokenomicsFact = z.object({
  label: localizedText,
  value: localizedText,
  verify: z.enum(['mintAuthorityRevoked', 'freezeAuthorityRevoked', 'supply']).optional(),
});
export type TokenomicsFact = z.infer<typeof tokenomicsFact>;

/** An official account: where the team speaks (the official links page lists every one). */
const officialAccount = z.object({ platform: text, handle: text, url: httpsUrl });
export type OfficialAccount = z.infer<typeof officialAccount>;

/** A configured address the holder distribution labels and shows apart from the other holders. */
const labelledAddress = z.object({
  kind: z.enum(['liquidity-pool', 'burn', 'team', 'exchange']),
  label: localizedText,
  address: solanaAddress,
});
export type LabelledAddressConfig = z.infer<typeof labelledAddress>;

/**
 * The `site` section of the operator configuration (ADR 7); placeholders and the other
 * sections are checked by node/operator-config.ts.
 */
/** An asset the donation ledger lists and totals besides SOL and the token (ADR 30). */
const ledgerAsset = z
  .object({
    mint: solanaAddress,
    symbol: z.string().regex(/^[A-Za-z0-9$.]{1,12}$/, 'Must be a ticker of 1 to 12 letters or digits'),
    decimals: z.number().int().min(0).max(18),
  })
  .strict();

/** A SOL amount as a Solana Pay request writes it (lambdas/contract/donate.ts). */
const solDecimal = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,9})?$/, 'Must be SOL as a plain decimal such as 0.5');

/**
 * Donating with a wallet app (ADR 40): the amounts offered, the largest one a request may ask for, and the
 * Solana Pay request's `label` (who asks) and `message` (what for), which the wallet shows the donor.
 */
const donate = z
  .object({
    presetsSol: z.array(solDecimal).min(1).max(4),
    maxSol: solDecimal,
    label: localizedText,
    message: localizedText,
  })
  .strict();
export type DonateConfig = z.infer<typeof donate>;

export const siteSchema = z.object({
  token: z.object({
    name: text,
    ticker: text,
    chain: z.literal('solana'),
    mintAddress: solanaAddress,
    pairAddress: solanaAddress,
    /**
     * The token program that owns the mint; the classic SPL Token program when absent. `npm run
     * preflight` refuses a mint of the other program (infra/README.md, "The preflight").
     */
    program: z.enum(['spl-token', 'spl-token-2022']).optional(),
  }),
  donationWallet: solanaAddress,
  /** Donating with a wallet app (ADR 40). */
  donate: donate.optional(),
  /**
   * The Squads v4 multisig the operator says controls the donation wallet (behaviour §2.8, ADR 33):
   * the site derives the vault from it and shows its rules only when that vault is the wallet.
   * Member names are the operator's claims and are shown as such.
   */
  donationControl: z
    .object({
      squadsMultisig: solanaAddress,
      vaultIndex: z.number().int().min(0).max(255).optional(),
      memberNames: z.record(solanaAddress, text).optional(),
    })
    .optional(),
  supportEmail: z.email('Must be an email address'),
  operator: z.object({ name: text, address: text }),
  links: z.object({
    communityChat: link,
    social: z.array(link).min(1),
    buy: z.array(link).min(1),
    explorer: httpsUrl,
    /** Explorer page of an account (the donation wallet), the address appended. */
    explorerAccount: httpsUrl,
    /** Explorer page of a transaction, the signature appended. @default explorerAccount's `/account/` as `/tx/` */
    explorerTransaction: httpsUrl.optional(),
  }),
  /**
   * What the donation ledger lists and totals besides SOL and the token (USDC, USDT...): anything else
   * that arrives is only counted, since anyone can send any token to a wallet (ADR 30). None by default.
   */
  ledgerAssets: z
    .array(ledgerAsset)
    .max(20)
    .default([])
    .refine((assets) => new Set(assets.map((a) => a.mint)).size === assets.length, 'Each mint once'),
  tokenomics: z.object({
    totalSupply: text,
    facts: z.array(tokenomicsFact).min(1),
    note: localizedText,
  }),
  aiModerator: z.object({
    name: text,
    summary: localizedText,
    features: z.array(localizedText).min(1).max(12),
  }),
  simulatedTrades: z.object({ enabled: z.boolean() }),
  // The share card (Open Graph / Twitter): the public address of the page, for the canonical link
  // and the absolute image URL that link previews need.
  share: z.object({ siteUrl: httpsUrl }),
  // The official links page (ADR 19): built into the page, not editable in the admin panel.
  official: z.object({
    accounts: z.array(officialAccount).min(1),
    /** Platforms the team does not use: anyone claiming to be the team there is not. */
    notUsed: z.array(text),
  }),
  // What the supply and burn figures compare the chain with, and the addresses labelled in the distribution.
  supply: z.object({
    /** Decimals of the mint: the chain's raw amounts are whole tokens × 10^decimals. */
    decimals: z.number().int().min(0).max(18),
    /** The supply at launch, in whole tokens (digits only). */
    initialSupply: z.string().regex(/^[1-9]\d{0,19}$/, 'Must be a whole number of tokens, digits only'),
    /** Labelled addresses; those of kind `burn` are the burn addresses. */
    labelled: z.array(labelledAddress).max(32),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
