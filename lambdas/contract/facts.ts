/**
 * What the chain says (ADR 11): payloads of the public facts routes. Each route answers what the
 * scheduled watches last read from Solana JSON-RPC and stored, with the time it was read; none reads
 * the chain itself (ADR 11, "Amendment: no RPC call on a visitor's request"). Cached at the CDN for
 * about a minute: `{ success: true, data }` (200), `data` null while nothing is stored yet.
 */
export const FACTS_ROUTES = {
  /** The configured mint, as the token-safety watch stored it (`getAccountInfo` with `jsonParsed`). */
  token: '/api/facts/token',
  /** The configured donation wallet's SOL balance, as the wallet-control watch stored it (`getBalance`). */
  donationWallet: '/api/facts/donation-wallet',
  /** Who controls the donation wallet: its owner, or the configured Squads v4 multisig (ADR 33). */
  donationWalletControl: '/api/facts/donation-wallet-control',
  /** The changes of those rules the scheduled read noticed, the last 30 days (ADR 33). */
  donationWalletControlChanges: '/api/facts/donation-wallet-control/changes',
} as const;

/**
 * A stored read older than this is said to be out of date: three missed runs of the watches, which run
 * every 5 minutes (ADR 11, "Amendment: no RPC call on a visitor's request").
 */
export const FACTS_STALE_AFTER_MINUTES = 15;

/** What a facts answer adds to the stored read it serves. */
export interface StoredRead {
  /** ISO 8601: when the chain was read. */
  readAt: string;
  /**
   * Whole minutes since `readAt` when the answer was made, present only past
   * {@link FACTS_STALE_AFTER_MINUTES}: the watch has not read the chain for that long.
   */
  notReadForMinutes?: number;
  /**
   * Present (true) when a second provider is configured and has not confirmed this read: it rests on the
   * first provider's word alone until the witness answers (ADR 35, "Amendment: the witness's silence
   * believes nothing"). Absent when both providers agree, or no second provider is configured.
   */
  oneProvider?: true;
}

/** The two token programs a mint can belong to, by their program ids. */
export const TOKEN_PROGRAMS = {
  'spl-token': 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'spl-token-2022': 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const;
export type TokenProgram = keyof typeof TOKEN_PROGRAMS;

/** GET /api/facts/token: the mint account as the chain has it. */
export interface TokenFacts extends StoredRead {
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
}

/** GET /api/facts/donation-wallet: the donation wallet's SOL balance. */
export interface WalletFacts extends StoredRead {
  /** The wallet address that was read (base58). */
  address: string;
  /** Balance in lamports (1 SOL = 1e9 lamports). */
  lamports: number;
}

export const LAMPORTS_PER_SOL = 1_000_000_000;

/** The Squads v4 multisig program (ADR 33). */
export const SQUADS_V4_PROGRAM = 'SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf';

/** A multisig member and what it may do (Squads v4 permissions: Initiate 1, Vote 2, Execute 4). */
export interface ControlMember {
  address: string;
  initiate: boolean;
  /** Only members that may vote count toward the threshold. */
  vote: boolean;
  execute: boolean;
}

/** A Squads v4 spending limit: the named keys may move this much without a vote. */
export interface SpendingLimitFacts {
  /** The spending limit account (base58). */
  address: string;
  /** The token mint, or null for SOL. */
  mint: string | null;
  /** Base units per period, as a decimal string (a u64). */
  amount: string;
  period: 'one-time' | 'day' | 'week' | 'month';
  /** What is left in the current period, base units, decimal string. */
  remainingAmount: string;
  /** The keys that may use it (they need not be members). */
  members: string[];
  /** Where the funds may go; empty means anywhere. */
  destinations: string[];
}

/** Why the chain's answer says nothing about who controls the wallet; each is said plainly. */
export type UnknownControlReason =
  /** The wallet is a program's address and no multisig is configured: which program moves it is not known. */
  | 'program-address'
  /** The account read belongs to another program than the one expected. */
  | 'other-program'
  /** No account at the configured multisig's address. */
  | 'missing'
  /** A Squads account that is not a multisig (another discriminator). */
  | 'not-a-multisig'
  /** A multisig account too short or inconsistent to decode. */
  | 'malformed';

/** Who can move the donation wallet's funds, as the chain says it. */
export type WalletControl =
  /** An address on the ed25519 curve owned by the System Program (or not yet created): one key. */
  | { kind: 'one-key' }
  | {
      kind: 'squads-v4';
      multisig: string;
      vaultIndex: number;
      /** Approvals a proposal needs. */
      threshold: number;
      /** Members with the Vote permission (the threshold counts only them). */
      voters: number;
      members: ControlMember[];
      /** Seconds between approval and execution. */
      timeLockSeconds: number;
      /** A key that can change members, threshold and timelock alone, or null (autonomous). */
      configAuthority: string | null;
      /** Spending limits of this vault. */
      spendingLimits: SpendingLimitFacts[];
    }
  /** The configured multisig's vault is not the donation wallet: its facts are not shown. */
  | { kind: 'not-the-wallet'; multisig: string; vault: string }
  | { kind: 'unknown'; reason: UnknownControlReason; owner?: string };

/** GET /api/facts/donation-wallet-control: who controls the donation wallet (ADR 33). */
export interface WalletControlFacts extends StoredRead {
  /** The donation wallet (base58). */
  wallet: string;
  control: WalletControl;
}

/** What changed in who controls the donation wallet, figures and addresses as written on the chain. */
export interface ControlChangeItem {
  field: 'kind' | 'threshold' | 'members' | 'timeLock' | 'configAuthority' | 'spendingLimits';
  /** "3/5" for a threshold of voters, seconds for a timelock, an address or "none", a count, a kind. */
  before: string;
  after: string;
  /**
   * Members only: the addresses that joined, that left, and that stayed with other permissions (absent
   * from changes recorded before they were named).
   */
  joined?: string[];
  left?: string[];
  changed?: string[];
}

/** A change of the donation wallet's rules, noticed by the scheduled read (ADR 33). */
export interface ControlChange {
  /** ISO 8601: when the scheduled read noticed it. */
  at: string;
  /** The transaction that changed the rules (a Squads config call on the multisig), or null when none was found (ADR 33). */
  signature: string | null;
  changes: ControlChangeItem[];
}

/** GET /api/facts/donation-wallet-control/changes: the changes of the last 30 days, newest first. */
export interface ControlChanges {
  changes: ControlChange[];
}

/** How long a change of the rules stays on the page. */
export const CONTROL_CHANGE_DAYS = 30;
