/**
 * What the chain says (ADR 11): payloads of the public facts routes. Each route reads
 * Solana JSON-RPC on the server, is cached at the CDN for about a minute, and answers
 * `{ success: true, data }` (200) or, when the chain cannot be read, `{ success: false, message }`
 * (503), never a made-up value.
 */
export const FACTS_ROUTES = {
  /** The configured mint: `getAccountInfo` with `jsonParsed` (classic SPL Token and Token-2022). */
  token: '/api/facts/token',
  /** The configured donation wallet: `getBalance`. */
  donationWallet: '/api/facts/donation-wallet',
} as const;

/** The two token programs a mint can belong to, by their program ids. */
export const TOKEN_PROGRAMS = {
  'spl-token': 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'spl-token-2022': 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const;
export type TokenProgram = keyof typeof TOKEN_PROGRAMS;

/** GET /api/facts/token: the mint account as the chain has it. */
export interface TokenFacts {
  /** The mint address that was read (base58). */
  mint: string;
  /** Total supply in base units, as a decimal string (a u64 does not fit a JS number). */
  supply: string;
  decimals: number;
  /** Base58 address, or null when revoked. */
  mintAuthority: string | null;
  /** Base58 address, or null when revoked. */
  freezeAuthority: string | null;
  tokenProgram: TokenProgram;
  /** ISO 8601: when the account was read from the chain. */
  readAt: string;
}

/** GET /api/facts/donation-wallet: the donation wallet's SOL balance. */
export interface WalletFacts {
  /** The wallet address that was read (base58). */
  address: string;
  /** Balance in lamports (1 SOL = 1e9 lamports). */
  lamports: number;
  /** ISO 8601: when the balance was read from the chain. */
  readAt: string;
}

export const LAMPORTS_PER_SOL = 1_000_000_000;

/** The message of a facts route's 503: the chain could not be read, so no value is given. */
export const CHAIN_UNAVAILABLE_MESSAGE = 'The chain cannot be read right now; please try again shortly';
