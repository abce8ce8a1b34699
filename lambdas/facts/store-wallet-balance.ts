import type { Firestore } from 'firebase-admin/firestore';
import type { WalletFacts } from '../contract/facts.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { askWitness } from './ask-witness.js';
import { readWalletFacts } from './read-wallet-facts.js';
import { parseStoredWalletBalance, type StoredWalletBalance, WALLET_BALANCE } from './wallet-balance.js';

/** How a run's balance was believed: what the second provider said of it. */
export type BalanceWitness = 'not-asked' | 'none' | 'agreed' | 'kept' | 'unreadable';

/**
 * One scheduled read of the donation wallet's SOL balance (`getBalance`, one credit), stored whole for
 * `GET /api/facts/donation-wallet` (ADR 11, "Amendment: no RPC call on a visitor's request"). Run by the
 * wallet-control watch beside its read of the rules. A balance that moved (or one stored as one
 * provider's) is asked of the second provider at the first one's slot, as the watches ask their changes
 * (ADR 35, "Amendment: the witness's silence believes nothing"): the same, stored; another, or not at that
 * slot yet, the stored balance stays (aging on the page); the witness unreadable, stored as one
 * provider's. A failed read writes nothing: the last balance stays, with its time.
 */
export async function storeWalletBalance(
  db: Firestore,
  rpc: SolanaRpcClient,
  wallet: string,
  now: () => Date = () => new Date(),
  witness: () => Promise<SolanaRpcClient | undefined> = async () => undefined,
): Promise<{ facts: WalletFacts; witness: BalanceWitness }> {
  const { facts, slot } = await readWalletFacts(rpc, wallet, now);
  const ref = db.collection(WALLET_BALANCE).doc(wallet);
  const stored = parseStoredWalletBalance((await ref.get()).data(), wallet);
  let said: BalanceWitness = 'not-asked';
  let oneProvider = false;
  if (!stored || stored.lamports !== facts.lamports || stored.oneProvider) {
    const verdict = await askWitness(
      witness,
      async (second) => {
        const seen = await readWalletFacts(second, wallet, now, slot);
        return { value: seen.facts.lamports, slot: seen.slot ?? slot ?? 0 };
      },
      (lamports) => lamports === facts.lamports,
    );
    if (verdict.kind === 'disagreed' || verdict.kind === 'behind') {
      logger.warn(
        "The second RPC provider does not see the first one's balance of the donation wallet; the stored balance stays",
        {
          first: facts.lamports,
          ...(stored ? { stored: stored.lamports } : {}),
          ...(verdict.kind === 'disagreed' ? { second: verdict.seen } : { reason: verdict.reason }),
        },
      );
      return { facts: stored ?? facts, witness: 'kept' };
    }
    if (verdict.kind === 'unreadable') {
      countMetric('witnessUnavailable');
      logger.warn(
        "The second RPC provider could not be read; the donation wallet's balance is shown as one provider's",
        { reason: verdict.reason },
      );
      oneProvider = true;
    }
    said = verdict.kind;
  }
  const believed: WalletFacts = oneProvider ? { ...facts, oneProvider: true } : facts;
  await ref.set({ facts: believed, ...(slot !== undefined ? { slot } : {}) } satisfies StoredWalletBalance);
  return { facts: believed, witness: said };
}
