import type { Firestore } from 'firebase-admin/firestore';
import type { TokenFacts } from '../contract/facts.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { checkSlot, FutureSlotError, logFutureSlot, SLOT_MARGIN } from '../platform/solana/checked-slot.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { askWitness, reasonOf } from './ask-witness.js';
import { type ConfirmedSupply, confirmSupply } from './confirm-supply.js';
import { readTokenFactsAt } from './read-token-facts.js';
import {
  type BelievedBy,
  parseStoredTokenSafety,
  type StoredTokenSafety,
  safetyFacts,
  sameSafetyFacts,
  TOKEN_SAFETY,
} from './token-safety.js';

export { BEHIND_RETRIES, MIN_CONTEXT_SLOT_NOT_REACHED } from './ask-witness.js';

export interface TokenSafetyWatchOptions {
  readonly db: Firestore;
  /** The first provider, read every run. */
  readonly rpc: SolanaRpcClient;
  /**
   * The second provider (ADR 35), made only when a run needs it (its secret is read then): undefined
   * when none is configured; it throws when its URL cannot be had.
   */
  readonly witness: () => Promise<SolanaRpcClient | undefined>;
  readonly mint: string;
  readonly now?: () => Date;
  /** @default BEHIND_RETRIES */
  readonly behindRetries?: { readonly attempts: number; readonly delayMs: number };
}

/** What one run did with the first provider's read. */
export type TokenSafetyOutcome =
  /** Nothing stored yet: the read is the first believed facts. */
  | 'baseline'
  /** The same safety facts: the fresh read (supply, readAt) stored. */
  | 'unchanged'
  /** Other safety facts believed: stored, logged and counted once. */
  | 'changed'
  /** The witness had not reached the first provider's slot: the stored facts kept, the next run asks again. */
  | 'kept'
  /** Another run stored a newer read meanwhile: nothing written. */
  | 'stale';

/** What the second provider said, when it was asked. */
export type WitnessAnswer = 'not-asked' | 'none' | 'agreed' | 'behind' | 'unreadable';

export interface TokenSafetyReport {
  outcome: TokenSafetyOutcome;
  witness: WitnessAnswer;
  /** The first provider's read. */
  facts: TokenFacts;
  /** The stored facts this run replaced, for a change. */
  previous?: TokenFacts;
}

/** The two providers disagree on the safety facts: the first one's read is refused, the stored facts stand. */
export class TokenSafetyRefusedError extends Error {
  override readonly name = 'TokenSafetyRefusedError';
  constructor(
    readonly first: TokenFacts,
    readonly second: TokenFacts,
    readonly stored: TokenFacts | undefined,
  ) {
    super("The two RPC providers disagree on the token's safety facts");
  }
}

const BELIEVED_BY: Record<'none' | 'agreed' | 'unreadable', BelievedBy> = {
  none: 'no-witness',
  agreed: 'both-providers',
  unreadable: 'witness-unreadable',
};

/**
 * One scheduled watch of the token's safety facts (ADR 35): the mint read from the first provider is
 * compared with the last believed facts (`tokenSafety/{mint}`). The same → the fresh read is stored. New or
 * changed → the second provider, when one is configured, is asked at the same slot: agreeing, the read is
 * believed (a change logged and counted in TokenSafetyChanges); disagreeing, it is refused
 * (ImplausibleAnswers, TokenSafetyRefusedError, the stored facts kept); behind, the stored facts are kept
 * until the next run; unreadable, the first provider is believed as without a witness. The read's slot is
 * stored only once checked (checked-slot.ts): one from the future is refused (FutureSlotError,
 * FutureSlots). The record is one transaction, so two runs at once record a change once.
 */
export async function watchTokenSafety(options: TokenSafetyWatchOptions): Promise<TokenSafetyReport> {
  const { db, mint, now = () => new Date() } = options;
  const read = await readTokenFactsAt(options.rpc, mint, { now });
  const ref = db.collection(TOKEN_SAFETY).doc(mint);
  const stored = parseStoredTokenSafety((await ref.get()).data(), mint);

  let witness: WitnessAnswer = 'not-asked';
  /** The supply an unchanged run stores: the first provider's once the witness confirms it (confirm-supply.ts). */
  let supply: ConfirmedSupply = { supply: read.facts.supply, oneProvider: false };
  let believedBy: BelievedBy | undefined;
  /** The highest slot believable now: the read's slot is checked against it before it is stored. */
  let ceiling: number;
  // Facts believed while the witness could not be read are asked again at every run until it confirms or
  // refutes them (ADR 35, "Amendment: the witness's silence believes nothing").
  const unconfirmed = stored?.believedBy === 'witness-unreadable';
  if (!stored || !sameSafetyFacts(stored.facts, read.facts) || unconfirmed) {
    const verdict = await askWitness(
      options.witness,
      async (rpc) => {
        const seen = await readTokenFactsAt(rpc, mint, { minContextSlot: read.slot });
        return { value: seen.facts, slot: seen.slot };
      },
      (seen) => sameSafetyFacts(seen, read.facts),
      options.behindRetries,
    );
    if (verdict.kind === 'disagreed') {
      countMetric('implausibleAnswers');
      throw new TokenSafetyRefusedError(read.facts, verdict.seen, stored?.facts);
    }
    witness = verdict.kind;
    if (verdict.kind === 'behind') {
      logger.warn(
        "The second RPC provider has not reached the first one's slot; the token's safety facts are kept until the next run",
        {
          slot: read.slot,
          first: safetyFacts(read.facts),
          ...(stored ? { stored: safetyFacts(stored.facts) } : {}),
          reason: verdict.reason,
        },
      );
      return { outcome: 'kept', witness, facts: read.facts };
    }
    if (verdict.kind === 'unreadable') {
      // The first provider is believed, marked as one provider's and asked again at the next run. The
      // reason is our own message, never the URL.
      countMetric('witnessUnavailable');
      logger.warn(
        "The second RPC provider could not be read; the first one's safety facts are believed as one provider's until it answers",
        { reason: verdict.reason },
      );
    }
    believedBy = BELIEVED_BY[verdict.kind];
    // The witness answered at the first one's slot or later: that slot is reached. Otherwise the first
    // provider's own getSlot is the check (the witness has none to give).
    ceiling =
      verdict.kind === 'agreed' ? verdict.slot + SLOT_MARGIN : await checkSlot(read.slot, options.rpc);
  } else {
    ceiling = await checkSlot(read.slot, options.rpc, options.witness);
    if (read.facts.supply !== stored.facts.supply || stored.supplyOneProvider) {
      supply = await confirmSupply(
        options.witness,
        mint,
        { supply: read.facts.supply, slot: read.slot },
        { supply: stored.facts.supply, oneProvider: stored.supplyOneProvider === true },
        options.behindRetries,
      );
    }
  }

  const at = now().toISOString();
  const report = await db.runTransaction(async (tx): Promise<TokenSafetyReport> => {
    const current = parseStoredTokenSafety((await tx.get(ref)).data(), mint);
    // A newer read stored meanwhile wins; a stored slot beyond the ceiling (kept before slots were
    // checked) is no newer read, and is replaced.
    if (current && current.slot > read.slot && current.slot <= ceiling) {
      return { outcome: 'stale', witness, facts: read.facts };
    }
    if (current && sameSafetyFacts(current.facts, read.facts)) {
      // Asked again and confirmed: now both providers' word (a witness still unread leaves it as it was).
      const confirmed = believedBy === 'both-providers' ? { believedBy } : {};
      const { supplyOneProvider: _was, ...kept } = current;
      tx.set(ref, {
        ...kept,
        ...confirmed,
        ...(supply.oneProvider ? { supplyOneProvider: true } : {}),
        facts: { ...read.facts, supply: supply.supply },
        slot: read.slot,
      } satisfies StoredTokenSafety);
      return { outcome: 'unchanged', witness, facts: read.facts };
    }
    // Believed above; only a run that compared with what is stored now gets here without a verdict.
    if (!believedBy) return { outcome: 'stale', witness, facts: read.facts };
    tx.set(ref, {
      facts: read.facts,
      slot: read.slot,
      believedAt: at,
      believedBy,
    } satisfies StoredTokenSafety);
    return current
      ? { outcome: 'changed', witness, facts: read.facts, previous: current.facts }
      : { outcome: 'baseline', witness, facts: read.facts };
  });
  if (report.outcome === 'changed' && report.previous) {
    countMetric('tokenSafetyChanges');
    logger.warn("The token's safety facts changed", {
      before: safetyFacts(report.previous),
      after: safetyFacts(report.facts),
      believedBy,
      slot: read.slot,
    });
  }
  return report;
}

/** The error line of a failed run: for a refusal, what each provider said and what stays believed. */
export function logTokenSafetyFailure(error: unknown): void {
  if (error instanceof FutureSlotError) {
    logFutureSlot(error, "the token's safety facts");
    return;
  }
  if (error instanceof TokenSafetyRefusedError) {
    logger.error("The token's safety facts refused: the two RPC providers disagree; the stored facts stand", {
      kind: 'implausible-answer',
      first: safetyFacts(error.first),
      second: safetyFacts(error.second),
      ...(error.stored ? { stored: safetyFacts(error.stored) } : {}),
    });
    return;
  }
  logger.error("Could not watch the token's safety facts; the next run reads again", {
    // Our RPC errors never carry the URL (it may hold an API key).
    reason: reasonOf(error),
  });
}
