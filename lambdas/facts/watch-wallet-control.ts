import type { Firestore } from 'firebase-admin/firestore';
import type { ControlChange } from '../contract/facts.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { checkSlot, FutureSlotError, logFutureSlot, SLOT_MARGIN } from '../platform/solana/checked-slot.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { askWitness, reasonOf } from './ask-witness.js';
import { type ControlRules, controlChanges, controlRules, rulesKey } from './control-changes.js';
import { readWalletControlAt, type WalletControlTarget } from './read-wallet-control.js';
import { CONTROL_CHANGES } from './recorded-changes.js';
import { findRulesTransaction } from './rules-transaction.js';
import { CONTROL_STATE } from './stored-control.js';

export { CONTROL_STATE } from './stored-control.js';

/**
 * Block times are the validators' estimate and may lag the clock that dated the last read: a
 * transaction this much older than the first read of the old rules is still looked at.
 */
const BLOCK_TIME_SLACK_SECONDS = 600;

/** What the state document holds. */
interface SeenRules {
  key?: string;
  wallet?: string;
  /** When these rules were first read (ISO). */
  readAt?: string;
  /** The first provider's slot for them: an older read never overwrites a newer one. */
  slot?: number | null;
  /**
   * How the rules were believed (as the token-safety watch says it): rules believed while the second
   * provider could not be read are asked of it again at every run (ADR 35, "Amendment: the witness's
   * silence believes nothing"). Absent in a document stored before it.
   */
  believedBy?: 'both-providers' | 'no-witness' | 'witness-unreadable';
}

const BELIEVED_BY = {
  none: 'no-witness',
  agreed: 'both-providers',
  unreadable: 'witness-unreadable',
} as const;

export interface WalletControlWatchOptions {
  readonly db: Firestore;
  /** The first provider, read every run. */
  readonly rpc: SolanaRpcClient;
  readonly target: WalletControlTarget;
  /**
   * The second provider (ADR 33's amendment, as ADR 35's), made only when a run needs it: undefined when
   * none is configured; it throws when its URL cannot be had. @default none
   */
  readonly witness?: () => Promise<SolanaRpcClient | undefined>;
  readonly now?: () => Date;
  /** @default BEHIND_RETRIES */
  readonly behindRetries?: { readonly attempts: number; readonly delayMs: number };
}

/** What the second provider said, when it was asked (only for new or changed rules). */
export type ControlWitnessAnswer = 'not-asked' | 'none' | 'agreed' | 'behind' | 'unreadable';

export interface WatchReport {
  /** The first read: its rules are kept as the baseline, no change recorded. */
  baseline: boolean;
  /** The change recorded by this run, if any. */
  change: ControlChange | null;
  witness: ControlWitnessAnswer;
}

/** The two providers disagree on the wallet's rules: the first one's read is refused, the stored rules stand. */
export class WalletControlRefusedError extends Error {
  override readonly name = 'WalletControlRefusedError';
  constructor(
    readonly first: ControlRules,
    readonly second: ControlRules,
    readonly stored: ControlRules | undefined,
  ) {
    super("The two RPC providers disagree on the donation wallet's rules");
  }
}

/**
 * The transaction that made the rules now read: looked for only when they differ from the last run's,
 * and only for a multisig (a wallet of one key, or another program's account, has no such call). The
 * change happened after the old rules were first read, so nothing older is looked at.
 */
async function changeSignature(
  rpc: SolanaRpcClient,
  target: WalletControlTarget,
  seen: SeenRules,
): Promise<string | null> {
  if (!target.multisig) return null;
  const firstRead = seen.readAt ? Date.parse(seen.readAt) : Number.NaN;
  const notBefore = Number.isNaN(firstRead) ? null : Math.floor(firstRead / 1000) - BLOCK_TIME_SLACK_SECONDS;
  return findRulesTransaction(rpc, target.multisig, { notBefore });
}

const storedRules = (seen: SeenRules | undefined) =>
  seen?.key ? (JSON.parse(seen.key) as ControlRules) : undefined;

/**
 * One scheduled read of who controls the donation wallet (behaviour §2.8, ADR 33): compared with the
 * rules the last run saw, a difference of members, threshold, timelock, config authority or spending
 * limits is recorded once, with its time and the transaction, and counted in a metric (alarmed on).
 * New or different rules are first read from the second provider at the first one's slot: agreeing,
 * believed; disagreeing, refused (ImplausibleAnswers, WalletControlRefusedError, the stored rules kept);
 * behind, the stored rules kept until the next run; unreadable or none configured, the first provider
 * is believed, with a warning line. The slot stored with them is checked first (checked-slot.ts). The
 * comparison and the record are one transaction, so two runs at once record a change once.
 * Every run stores its whole read (`facts`), which the public route answers (ADR 11, "Amendment: no RPC
 * call on a visitor's request").
 */
export async function watchWalletControl(options: WalletControlWatchOptions): Promise<WatchReport> {
  const { db, rpc, target, now = () => new Date() } = options;
  const read = await readWalletControlAt(rpc, target, { now });
  const facts = read.facts;
  const rules = controlRules(facts.control);
  const key = rulesKey(rules);
  const stateRef = db.collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc);
  const seen = (await stateRef.get()).data() as SeenRules | undefined;
  // Another wallet configured: a new baseline, not a change of this wallet's rules.
  const comparable = seen?.key !== undefined && seen.wallet === target.wallet;
  if (comparable && seen.key === key && seen.believedBy !== 'witness-unreadable') {
    // The same rules: only the read is refreshed (a spending limit's remaining amount moves without a change
    // of the rules), and only while the stored rules are still these and its read is not newer.
    await db.runTransaction(async (tx) => {
      const current = (await tx.get(stateRef)).data() as
        | (SeenRules & { facts?: { readAt?: string } })
        | undefined;
      if (current?.key !== key || current.wallet !== target.wallet) return;
      if ((current.facts?.readAt ?? '') > facts.readAt) return;
      tx.update(stateRef, { facts });
    });
    return { baseline: false, change: null, witness: 'not-asked' };
  }

  const verdict = await askWitness(
    options.witness ?? (async () => undefined),
    async (witness) => {
      const seenBy = await readWalletControlAt(witness, target, {
        minContextSlot: read.slot ?? undefined,
      });
      return { value: rulesKey(controlRules(seenBy.facts.control)), slot: seenBy.slot ?? read.slot ?? 0 };
    },
    (seenKey) => seenKey === key,
    options.behindRetries,
  );
  const stored = comparable ? storedRules(seen) : undefined;
  if (verdict.kind === 'disagreed') {
    countMetric('implausibleAnswers');
    throw new WalletControlRefusedError(rules, JSON.parse(verdict.seen) as ControlRules, stored);
  }
  if (verdict.kind === 'behind') {
    logger.warn(
      "The second RPC provider has not reached the first one's slot; the donation wallet's stored rules are kept until the next run",
      { slot: read.slot, reason: verdict.reason },
    );
    return { baseline: false, change: null, witness: 'behind' };
  }
  // Without a second provider the first read is a baseline as before, said only when it is a change.
  if (verdict.kind === 'unreadable') countMetric('witnessUnavailable');
  if (verdict.kind === 'unreadable' || (verdict.kind === 'none' && comparable && seen.key !== key)) {
    // As before the witness: the first provider is believed. The reason is our own message, never the URL.
    logger.warn(
      verdict.kind === 'none'
        ? "No second RPC provider is configured; the first one's reading of the donation wallet's rules is believed"
        : "The second RPC provider could not be read; the first one's reading of the donation wallet's rules is believed",
      verdict.kind === 'unreadable' ? { reason: verdict.reason } : {},
    );
  }
  // The witness answered at the first one's slot or later: that slot is reached. Otherwise the first
  // provider's own getSlot is the check. A read that named no slot (no account read) has none to store.
  const ceiling =
    read.slot === null
      ? Number.POSITIVE_INFINITY
      : verdict.kind === 'agreed'
        ? verdict.slot + SLOT_MARGIN
        : await checkSlot(read.slot, rpc);

  const believedBy = BELIEVED_BY[verdict.kind];
  const signature = comparable && seen.key !== key ? await changeSignature(rpc, target, seen) : null;
  const at = now().toISOString();
  const report = await db.runTransaction(async (tx): Promise<WatchReport> => {
    const current = (await tx.get(stateRef)).data() as SeenRules | undefined;
    const witness = verdict.kind;
    // A newer read stored meanwhile wins (a slot beyond the ceiling is no newer read): nothing written.
    const newer = typeof current?.slot === 'number' && read.slot !== null && current.slot > read.slot;
    if (newer && (current?.slot as number) <= ceiling) return { baseline: false, change: null, witness };
    const same = current?.key === key && current.wallet === target.wallet;
    tx.set(stateRef, {
      key,
      wallet: target.wallet,
      rules,
      // Rules asked again keep the time they were first read: a later change is looked for from it.
      readAt: same && current?.readAt ? current.readAt : at,
      slot: read.slot,
      believedBy,
      facts: believedBy === 'witness-unreadable' ? { ...facts, oneProvider: true } : facts,
    });
    if (current?.key === undefined || current.wallet !== target.wallet)
      return { baseline: true, change: null, witness };
    if (current.key === key) return { baseline: false, change: null, witness };
    const before = JSON.parse(current.key) as ControlRules;
    const change: ControlChange = { at, signature, changes: controlChanges(before, rules) };
    tx.set(db.collection(CONTROL_CHANGES).doc(), { ...change, wallet: target.wallet });
    return { baseline: false, change, witness };
  });
  if (report.change) countMetric('walletControlChanges');
  return report;
}

/** The error line of a failed run: for a refusal, what each provider said and what stays believed. */
export function logWalletControlFailure(error: unknown): void {
  if (error instanceof FutureSlotError) {
    logFutureSlot(error, "the donation wallet's rules");
    return;
  }
  if (error instanceof WalletControlRefusedError) {
    logger.error(
      "The donation wallet's rules refused: the two RPC providers disagree; the stored rules stand",
      {
        kind: 'implausible-answer',
        first: error.first,
        second: error.second,
        ...(error.stored ? { stored: error.stored } : {}),
      },
    );
    return;
  }
  logger.error('Could not read who controls the donation wallet; the next run reads again', {
    // Our RPC errors never carry the URL (it may hold an API key).
    reason: reasonOf(error),
  });
}
