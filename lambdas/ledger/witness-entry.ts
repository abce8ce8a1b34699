import { isDeepStrictEqual } from 'node:util';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { readTransaction } from '../platform/solana/rpc-answers.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { extractEntry, type LedgerEntry, type ListedMints } from './extract.js';

// Each new ledger entry is read again from the second provider before it is stored (ADR 35, "Amendment:
// the witness's silence believes nothing"): a transaction is final once confirmed, so two honest nodes
// return the same one, and the entry made from each is the same.

/** What the second provider said of an entry: none configured, the same entry, or not (yet) the same. */
export type EntryWitness = 'none' | 'agreed' | 'unconfirmed';

/**
 * The second provider's word on `entry` (made from the first provider's transaction): its own
 * `getTransaction` of the same signature, read into an entry the same way. Not returned, another
 * entry, or the provider unreadable: `unconfirmed`, and the import keeps the transaction as unread, asked
 * again at the next runs (ADR 30's retries and alarm), rather than store the first provider's word alone.
 */
export async function confirmEntry(
  witness: SolanaRpcClient | undefined,
  wallet: string,
  entry: LedgerEntry,
  listed: ListedMints,
): Promise<{ said: EntryWitness; why?: string }> {
  if (!witness) return { said: 'none' };
  try {
    const read = await readTransaction(witness, entry.signature);
    if ('missing' in read) return { said: 'unconfirmed', why: 'The second provider has not returned it' };
    const seen = extractEntry(wallet, entry.signature, read.tx, listed);
    if (isDeepStrictEqual(withoutApproval(seen), withoutApproval(entry))) return { said: 'agreed' };
    logger.warn('The second RPC provider reads another ledger entry; the transaction is kept as unread', {
      signature: entry.signature,
    });
    return { said: 'unconfirmed', why: 'The second provider reads another entry' };
  } catch (error) {
    countMetric('witnessUnavailable');
    const reason = error instanceof Error ? error.message : String(error);
    return { said: 'unconfirmed', why: `The second provider could not be read (${reason})` };
  }
}

/** The entry as its transaction alone makes it: the approval is read separately, from the first provider. */
function withoutApproval(entry: LedgerEntry): Omit<LedgerEntry, 'approval'> {
  const { approval: _approval, ...rest } = entry as LedgerEntry & { approval?: unknown };
  return rest;
}
