import { TOKEN_PROGRAMS, type TokenFacts } from '../contract/facts.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isPublicKey } from '../platform/solana/public-key.js';

// The token's last believed facts (ADR 35, "safety facts"), apart from the watch that writes them
// (watch-token-safety.ts): the public facts route reads them over REST and loads nothing of the watch.

/** One document per mint, `tokenSafety/{mint}`: another mint configured starts from no stored facts. */
export const TOKEN_SAFETY = 'tokenSafety';

/**
 * How the stored safety facts came to be believed: confirmed by the second provider, or from the first
 * alone because no second provider is configured or it could not be read.
 */
export type BelievedBy = 'both-providers' | 'no-witness' | 'witness-unreadable';

/** `tokenSafety/{mint}`: the last believed read of the mint, and when and how its safety facts were believed. */
export interface StoredTokenSafety {
  /** The whole read, as the route would answer it (supply and readAt refreshed by every run that agrees). */
  facts: TokenFacts;
  /** The first provider's slot for that read: an older run never overwrites a newer one. */
  slot: number;
  /** ISO 8601: when the present safety facts were first believed. */
  believedAt: string;
  believedBy: BelievedBy;
  /**
   * True when the stored supply is the first provider's alone: it moved, and the second provider could not
   * be read to confirm it (ADR 35, "Amendment: the witness's silence believes nothing").
   */
  supplyOneProvider?: boolean;
}

/** Whether the stored read rests on the first provider's word alone while a second is configured. */
export const oneProviderOnly = (stored: StoredTokenSafety) =>
  stored.believedBy === 'witness-unreadable' || stored.supplyOneProvider === true;

/**
 * The facts a holder relies on not changing behind their back: who may mint more, who may freeze an
 * account, which program's rules the mint follows, and how its amounts are scaled. The supply is not one:
 * every mint and burn moves it.
 */
export function sameSafetyFacts(a: TokenFacts, b: TokenFacts): boolean {
  return (
    a.mintAuthority === b.mintAuthority &&
    a.freezeAuthority === b.freezeAuthority &&
    a.tokenProgram === b.tokenProgram &&
    a.decimals === b.decimals
  );
}

/** The safety facts alone, for a log line. */
export const safetyFacts = ({ mintAuthority, freezeAuthority, tokenProgram, decimals }: TokenFacts) => ({
  mintAuthority,
  freezeAuthority,
  tokenProgram,
  decimals,
});

const isAuthority = (value: unknown) => value === null || (typeof value === 'string' && isPublicKey(value));

/** Stored facts as the route may answer them: a document of another shape is as none. */
function isTokenFacts(value: unknown, mint: string): value is TokenFacts {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    f.mint === mint &&
    typeof f.supply === 'string' &&
    /^\d{1,20}$/.test(f.supply) &&
    typeof f.decimals === 'number' &&
    isAuthority(f.mintAuthority) &&
    isAuthority(f.freezeAuthority) &&
    typeof f.tokenProgram === 'string' &&
    Object.hasOwn(TOKEN_PROGRAMS, f.tokenProgram) &&
    typeof f.readAt === 'string' &&
    !Number.isNaN(Date.parse(f.readAt))
  );
}

/** A stored document as the facts it holds, or undefined for none (or a document of another shape). */
export function parseStoredTokenSafety(
  data: Record<string, unknown> | undefined,
  mint: string,
): StoredTokenSafety | undefined {
  if (!data || !isTokenFacts(data.facts, mint) || typeof data.slot !== 'number') return undefined;
  const { facts, slot, believedAt, believedBy, supplyOneProvider } = data;
  return {
    facts: {
      mint,
      supply: facts.supply,
      decimals: facts.decimals,
      mintAuthority: facts.mintAuthority,
      freezeAuthority: facts.freezeAuthority,
      tokenProgram: facts.tokenProgram,
      readAt: facts.readAt,
    },
    slot,
    believedAt: typeof believedAt === 'string' ? believedAt : facts.readAt,
    believedBy: (believedBy as BelievedBy | undefined) ?? 'no-witness',
    ...(supplyOneProvider === true ? { supplyOneProvider: true } : {}),
  };
}

/** The stored facts of `mint`, or undefined before the watch's first run. */
export async function readStoredTokenSafety(
  db: ReadDatabase,
  mint: string,
): Promise<StoredTokenSafety | undefined> {
  return parseStoredTokenSafety((await db.collection(TOKEN_SAFETY).doc(mint).get()).data(), mint);
}

/** Which read the facts route answers, and why. */
export type ServedFrom =
  /** The live read: its safety facts are the believed ones (or none is stored yet). */
  | 'live'
  /** The stored facts: the live read's safety facts are not the believed ones. */
  | 'stored-differs'
  /** The stored facts: the chain could not be read. */
  | 'stored-chain-unreadable';

/**
 * What `GET /api/facts/token` answers (ADR 35): the live read while its safety facts are the last believed
 * ones, for its fresh supply; the stored facts whole, with their own older `readAt`, when the live read
 * says otherwise (a change the watch has not believed, or will not) or cannot be had. Undefined when
 * there is neither: the chain cannot be read and nothing is stored.
 */
export function tokenFactsToServe(
  live: TokenFacts | undefined,
  stored: StoredTokenSafety | undefined,
): { facts: TokenFacts; from: ServedFrom } | undefined {
  if (live && (!stored || sameSafetyFacts(live, stored.facts))) return { facts: live, from: 'live' };
  if (stored) return { facts: stored.facts, from: live ? 'stored-differs' : 'stored-chain-unreadable' };
  return undefined;
}
