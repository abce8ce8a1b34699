import { isDecimals, isObject, isU64String } from '../platform/solana/answer-shape.js';
import { RpcUnavailableError, type SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { RPC_CREDITS } from './reconcile-bounds.js';
import type { AccountsRead } from './token-accounts.js';

/**
 * The mint's supply in raw units, with the standard `getTokenSupply`. An answer of another shape is an
 * RPC error, as a garbled list of accounts is: the run fails before writing anything, and the next retries.
 */
export async function readMintSupply(
  rpc: SolanaRpcClient,
  mint: string,
  read: AccountsRead,
): Promise<bigint> {
  const answer: unknown = await rpc.call('getTokenSupply', [mint, { commitment: 'confirmed' }]);
  read.calls += 1;
  read.credits += RPC_CREDITS.getTokenSupply;
  const problem = supplyProblem(answer);
  if (problem)
    throw new RpcUnavailableError('getTokenSupply', `the answer is not a token supply (${problem})`);
  return BigInt((answer as { value: { amount: string } }).value.amount);
}

/** The first field of `answer` that is not as `getTokenSupply` answers it, if any. */
function supplyProblem(answer: unknown): string | undefined {
  if (!isObject(answer)) return 'result';
  const slot = isObject(answer.context) ? answer.context.slot : undefined;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0) return 'context.slot';
  const { value } = answer;
  if (!isObject(value)) return 'value';
  if (!isU64String(value.amount)) return 'value.amount';
  if (!isDecimals(value.decimals)) return 'value.decimals';
  return undefined;
}

/** A full scan's balances against the mint's supply read just before and just after it (ADR 35). */
export interface SupplyCheck {
  /** Raw units of every token account the scan read. */
  readonly sum: bigint;
  /** The supply when the scan began (a scan resumed across runs: when its first page was read). */
  readonly before: bigint;
  /** The supply once its last page was read. */
  readonly after: bigint;
  /** How far the sum may be from `after`: |after − before|, plus `share` of the larger supply. */
  readonly allowed: bigint;
  /** True when the sum is within `allowed` of `after`. */
  readonly within: boolean;
}

/**
 * Burns and mints during the scan move the supply, and the accounts read before or after them show
 * either figure: |after − before| explains that much. A transfer between two pages read at different
 * moments makes its amount vanish from the sum (moved from an unread page to a read one) or count twice
 * (the reverse): `share` of the supply explains that.
 */
export function checkSupply(sum: bigint, before: bigint, after: bigint, share: number): SupplyCheck {
  const moved = after > before ? after - before : before - after;
  const larger = after > before ? after : before;
  // The share in millionths: exact BigInt arithmetic on amounts beyond a JS number's precision.
  const allowed = moved + (larger * BigInt(Math.round(share * 1_000_000))) / 1_000_000n;
  const gap = sum > after ? sum - after : after - sum;
  return { sum, before, after, allowed, within: gap <= allowed };
}
