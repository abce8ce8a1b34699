import bs58 from 'bs58';
import { isObject } from './answer-shape.js';
import type { SolanaRpcClient } from './rpc-client.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';

// Whether a wallet holds a mint, read from a node with the standard `getTokenAccountsByOwner` and
// checked at the token programs' own account layout: the holder feed asks its second provider this
// before it announces anyone (ADR 35).

/** A token account: mint (32 bytes), owner (32), amount (u64 LE), delegate, state at 108; 165 bytes. */
const ACCOUNT_SIZE = 165;
const AMOUNT_AT = 64;
const STATE_AT = 108;
/** `AccountState`: 1 initialized, 2 frozen (a frozen account still holds its tokens); 0 is no account. */
const HOLDING_STATES = new Set([1, 2]);
/** Token-2022's `AccountType::Account`, the byte after the base layout of an account with extensions. */
const ACCOUNT_TYPE_ACCOUNT = 2;

/** The node's answer was not a list of accounts: the question is unanswered, not answered no. */
export class UnexpectedHoldingsAnswerError extends Error {
  override readonly name = 'UnexpectedHoldingsAnswerError';
}

/**
 * True when `account` (as `getTokenAccountsByOwner` lists it with `encoding: "base64"`) is owned by SPL
 * Token or Token-2022, is laid out as a token account of that program, holds `mint`, belongs to `owner`,
 * is initialized or frozen, and holds more than zero.
 */
export function isHolding(account: unknown, mint: Uint8Array, owner: Uint8Array): boolean {
  if (!isObject(account)) return false;
  const program = account.owner;
  const data = account.data;
  if (program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID) return false;
  if (!Array.isArray(data) || data[1] !== 'base64' || typeof data[0] !== 'string') return false;
  const bytes = Buffer.from(data[0], 'base64');
  if (bytes.length < ACCOUNT_SIZE) return false;
  if (bytes.length > ACCOUNT_SIZE) {
    // Only Token-2022 accounts grow, with extensions after their account type.
    if (program !== TOKEN_2022_PROGRAM_ID || bytes[ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT) return false;
  }
  if (!bytes.subarray(0, 32).equals(mint) || !bytes.subarray(32, 64).equals(owner)) return false;
  if (!HOLDING_STATES.has(bytes[STATE_AT] as number)) return false;
  return bytes.readBigUInt64LE(AMOUNT_AT) > 0n;
}

/**
 * Whether `owner` holds more than zero of `mint` on the node `rpc` (one `getTokenAccountsByOwner` call,
 * filtered by the mint, so under the mint's own program). An answer of another shape throws
 * {@link UnexpectedHoldingsAnswerError}; a node that cannot be read throws as the client does.
 */
export async function ownerHolds(rpc: SolanaRpcClient, owner: string, mint: string): Promise<boolean> {
  const answer = await rpc.request<unknown>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'base64', commitment: 'confirmed' },
  ]);
  const value = isObject(answer) ? answer.value : undefined;
  if (!Array.isArray(value)) {
    throw new UnexpectedHoldingsAnswerError('getTokenAccountsByOwner answered something else than a list');
  }
  const mintBytes = bs58.decode(mint);
  const ownerBytes = bs58.decode(owner);
  return value.some((entry) => isObject(entry) && isHolding(entry.account, mintBytes, ownerBytes));
}
