import type { Firestore } from 'firebase-admin/firestore';
import type { ControlChange } from '../contract/facts.js';
import { countMetric } from '../platform/observability/metrics.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { type ControlRules, controlChanges, controlRules, rulesKey } from './control-changes.js';
import { readWalletControl, type WalletControlTarget } from './read-wallet-control.js';
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
}

export interface WatchReport {
  /** The first read: its rules are kept as the baseline, no change recorded. */
  baseline: boolean;
  /** The change recorded by this run, if any. */
  change: ControlChange | null;
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

/**
 * One scheduled read of who controls the donation wallet (behaviour §2.8, ADR 33): compared with the
 * rules the last run saw, a difference of members, threshold, timelock, config authority or spending
 * limits is recorded once, with its time and the transaction, and counted in a metric (alarmed on).
 * The comparison and the record are one transaction, so two runs at once record a change once. Every
 * run stores its whole read (`facts`), which the public route answers (ADR 11, "Amendment: no RPC call
 * on a visitor's request").
 */
export async function watchWalletControl(
  db: Firestore,
  rpc: SolanaRpcClient,
  target: WalletControlTarget,
  now: () => Date = () => new Date(),
): Promise<WatchReport> {
  const facts = await readWalletControl(rpc, target, now);
  const rules = controlRules(facts.control);
  const key = rulesKey(rules);
  const stateRef = db.collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc);
  const seen = (await stateRef.get()).data() as SeenRules | undefined;
  // Another wallet configured: a new baseline, not a change of this wallet's rules.
  const comparable = seen?.key !== undefined && seen.wallet === target.wallet;
  if (comparable && seen.key === key) {
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
    return { baseline: false, change: null };
  }
  const signature = comparable ? await changeSignature(rpc, target, seen) : null;
  const at = now().toISOString();
  const report = await db.runTransaction(async (tx) => {
    const current = (await tx.get(stateRef)).data() as SeenRules | undefined;
    tx.set(stateRef, { key, wallet: target.wallet, rules, readAt: at, facts });
    if (current?.key === undefined || current.wallet !== target.wallet)
      return { baseline: true, change: null };
    if (current.key === key) return { baseline: false, change: null };
    const before = JSON.parse(current.key) as ControlRules;
    const change: ControlChange = { at, signature, changes: controlChanges(before, rules) };
    tx.set(db.collection(CONTROL_CHANGES).doc(), { ...change, wallet: target.wallet });
    return { baseline: false, change };
  });
  if (report.change) countMetric('walletControlChanges');
  return report;
}
