import { logger } from '../observability/logger.js';
import { countMetric } from '../observability/metrics.js';
import type { SolanaRpcClient } from './rpc-client.js';

// A watch stores the first provider's slot with what it believes, and never lets an older read overwrite
// a newer one; the holder reconciler stores the slot its next run lists changes from. So a slot from the
// future would make every later read look stale, or list nothing: a slot is stored only once it is
// checked against a node's own `getSlot` (ADR 35's amendments, "A slot is checked" and "The reconciler's
// slot is checked"). Shared by the watches (lambdas/facts/) and the reconciler (lambdas/holders/).

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * How far ahead of the reference node's `getSlot` a read's slot may be: 750 slots, about 5 minutes at
 * 400 ms a slot (one run of the watches). Honest nodes a few seconds apart stay well within it; a slot
 * stored within it stalls later reads for at most that long.
 */
export const SLOT_MARGIN = 750;

/** A read's slot ahead of the reference node by more than the margin: refused, nothing stored. */
export class FutureSlotError extends Error {
  override readonly name = 'FutureSlotError';
  constructor(
    readonly slot: number,
    /** The reference node's own slot. */
    readonly reference: number,
    /** Whose `getSlot` it is: the second provider's where one is configured and answers, else the first's. */
    readonly by: 'witness' | 'first provider',
  ) {
    super(`The first RPC provider answered slot ${slot}, beyond ${by}'s slot ${reference} and the margin`);
  }
}

async function nodeSlot(rpc: SolanaRpcClient): Promise<number> {
  const slot = await rpc.call('getSlot', []);
  if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0) {
    throw new Error('getSlot did not answer a slot');
  }
  return slot;
}

/**
 * The highest slot believable now: the second provider's `getSlot` where one is configured and answers
 * (a first provider that lies about its slot would lie about its `getSlot` too), else the first's own,
 * plus SLOT_MARGIN. A witness that cannot be read leaves the first provider's own word, as its
 * unreadable verdict does, with a warning line.
 */
export async function slotCeiling(
  rpc: SolanaRpcClient,
  witness: () => Promise<SolanaRpcClient | undefined> = async () => undefined,
  within: <T>(read: Promise<T>) => Promise<T> = (read) => read,
): Promise<{ ceiling: number; reference: number; by: FutureSlotError['by'] }> {
  try {
    const second = await witness();
    if (second) {
      const reference = await within(nodeSlot(second));
      return { ceiling: reference + SLOT_MARGIN, reference, by: 'witness' };
    }
  } catch (error) {
    logger.warn("The second RPC provider's slot could not be read; the first one's own slot is the check", {
      reason: reasonOf(error),
    });
  }
  const reference = await nodeSlot(rpc);
  return { ceiling: reference + SLOT_MARGIN, reference, by: 'first provider' };
}

/**
 * Checks `slot` before it is stored: beyond the ceiling, it is counted in FutureSlots (alarmed) and
 * refused with FutureSlotError; the stored record stands and the next run reads again. Answers the
 * ceiling, which also tells a stored slot from the future (kept by a run before this check) from a
 * newer read. `within` bounds the witness's read (the reconciler's deadline): a late one is unread.
 */
export async function checkSlot(
  slot: number,
  rpc: SolanaRpcClient,
  witness?: () => Promise<SolanaRpcClient | undefined>,
  within?: <T>(read: Promise<T>) => Promise<T>,
): Promise<number> {
  const { ceiling, reference, by } = await slotCeiling(rpc, witness, within);
  if (slot > ceiling) {
    countMetric('futureSlots');
    throw new FutureSlotError(slot, reference, by);
  }
  return ceiling;
}

/** The error line of a run that refused a slot from the future. */
export function logFutureSlot(error: FutureSlotError, what: string): void {
  logger.error(`A slot from the future refused: ${what} not stored; the stored record stands`, {
    kind: 'future-slot',
    slot: error.slot,
    reference: error.reference,
    by: error.by,
  });
}
