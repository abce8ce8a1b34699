import { SQUADS_V4_PROGRAM } from '../contract/facts.js';
import { readSignatures, readTransaction, type SignatureInfo } from '../platform/solana/rpc-answers.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { RULES_DISCRIMINATORS } from '../platform/solana/squads-v4.js';
import { topLevelInstructions } from '../platform/solana/top-level-instructions.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';

/**
 * The transaction that changed a Squads v4 multisig's rules (behaviour §2.8, ADR 33): among the
 * multisig's recent transactions, the newest that succeeded and calls the program's
 * `config_transaction_execute` or one of the config authority's instructions on this multisig. The
 * multisig's newest transaction is often another (creating a vault transaction, a vote, an execution
 * all name it), so each is read until one is such a call.
 */

/** Signatures of the multisig looked through at most, newest first. */
export const RULES_SEARCH_SIGNATURES = 50;
/** getTransaction calls at once. */
const CONCURRENCY = 5;
/** No more transactions are asked for after this long: the watch runs within its minute. */
const SEARCH_BUDGET_MS = 30_000;

/** True when a top-level instruction of `tx` changes `multisig`'s rules. */
export function changesRules(tx: WireTransaction, multisig: string): boolean {
  return topLevelInstructions(tx).some(
    ({ programId, accounts, data }) =>
      programId === SQUADS_V4_PROGRAM &&
      accounts[0] === multisig &&
      RULES_DISCRIMINATORS.some((discriminator) => data.subarray(0, 8).equals(discriminator)),
  );
}

export interface RulesSearch {
  /** @default RULES_SEARCH_SIGNATURES */
  limit?: number;
  /**
   * Unix seconds before which the change cannot have happened (the old rules were seen after it): the
   * search stops at an older transaction. A transaction without a block time is read.
   */
  notBefore?: number | null;
  /** Milliseconds, for tests. @default now */
  clock?: () => number;
}

/**
 * The signature of the newest successful transaction among the multisig's last `limit` that changes
 * its rules, or null when none does (or the search ran out of time). Failed transactions (their `err`
 * set) changed nothing and are not read; a transaction the node does not return is passed over.
 */
export async function findRulesTransaction(
  rpc: SolanaRpcClient,
  multisig: string,
  search: RulesSearch = {},
): Promise<string | null> {
  const clock = search.clock ?? (() => performance.now());
  const deadline = clock() + SEARCH_BUDGET_MS;
  const page = await readSignatures(rpc, multisig, { limit: search.limit ?? RULES_SEARCH_SIGNATURES });
  const notBefore = search.notBefore ?? null;
  const recent = (info: SignatureInfo) =>
    notBefore === null ||
    info.blockTime === null ||
    info.blockTime === undefined ||
    info.blockTime >= notBefore;
  const stop = page.findIndex((info) => !recent(info));
  const candidates = (stop < 0 ? page : page.slice(0, stop)).filter(
    (info) => info.err === null || info.err === undefined,
  );
  for (let at = 0; at < candidates.length && clock() < deadline; at += CONCURRENCY) {
    const batch = candidates.slice(at, at + CONCURRENCY);
    const reads = await Promise.all(batch.map((info) => readTransaction(rpc, info.signature)));
    // In the batch's order: the newest such transaction is the one that made the rules now seen.
    for (const [i, read] of reads.entries()) {
      if ('tx' in read && !read.tx.meta?.err && changesRules(read.tx, multisig)) {
        return batch[i]?.signature ?? null;
      }
    }
  }
  return null;
}
