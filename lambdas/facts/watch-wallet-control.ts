import type { Firestore } from 'firebase-admin/firestore';
import { CONTROL_CHANGE_DAYS, type ControlChange, type ControlChanges } from '../contract/facts.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { countMetric } from '../platform/observability/metrics.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { type ControlRules, controlChanges, controlRules, rulesKey } from './control-changes.js';
import { readWalletControl, type WalletControlTarget } from './read-wallet-control.js';

/** The last rules the scheduled read saw (one document), and the changes it noticed (one each). */
export const CONTROL_STATE = { collection: 'walletControl', doc: 'current' } as const;
export const CONTROL_CHANGES = 'walletControlChanges';

export interface WatchReport {
  /** The first read: its rules are kept as the baseline, no change recorded. */
  baseline: boolean;
  /** The change recorded by this run, if any. */
  change: ControlChange | null;
}

/** The newest transaction of `address`, which for a multisig is the one that last changed it. */
async function newestSignature(rpc: SolanaRpcClient, address: string): Promise<string | null> {
  const answer = await rpc.request<unknown>('getSignaturesForAddress', [address, { limit: 1 }]);
  const first = Array.isArray(answer) ? (answer[0] as { signature?: unknown } | undefined) : undefined;
  return typeof first?.signature === 'string' ? first.signature : null;
}

/**
 * One scheduled read of who controls the donation wallet (behaviour §2.8, ADR 33): compared with the
 * rules the last run saw, a difference of members, threshold, timelock, config authority or spending
 * limits is recorded once, with its time and the transaction, and counted in a metric (alarmed on).
 * The comparison and the record are one transaction, so two runs at once record a change once.
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
  const seen = (await stateRef.get()).data() as { key?: string; wallet?: string } | undefined;
  // Another wallet configured: a new baseline, not a change of this wallet's rules.
  const comparable = seen?.key !== undefined && seen.wallet === target.wallet;
  if (comparable && seen.key === key) return { baseline: false, change: null };
  const signature = comparable ? await newestSignature(rpc, target.multisig ?? target.wallet) : null;
  const at = now().toISOString();
  const report = await db.runTransaction(async (tx) => {
    const current = (await tx.get(stateRef)).data() as { key?: string; wallet?: string } | undefined;
    tx.set(stateRef, { key, wallet: target.wallet, rules, readAt: at });
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

const isChange = (data: Record<string, unknown>): boolean =>
  typeof data.at === 'string' &&
  Array.isArray(data.changes) &&
  (data.signature === null || typeof data.signature === 'string');

/** The changes of the last 30 days for `wallet`, newest first (at most 20). */
export async function readControlChanges(
  db: ReadDatabase,
  wallet: string,
  now: () => Date = () => new Date(),
): Promise<ControlChanges> {
  const since = new Date(now().getTime() - CONTROL_CHANGE_DAYS * 86_400_000).toISOString();
  const snapshot = await db
    .collection(CONTROL_CHANGES)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .limit(50)
    .get();
  const changes = snapshot.docs
    .map((doc) => doc.data())
    .filter((data) => data.wallet === wallet && isChange(data))
    .slice(0, 20)
    .map(({ at, signature, changes }) => ({ at, signature, changes }) as ControlChange);
  return { changes };
}
