import bs58 from 'bs58';
import { isObject, isU64String } from './answer-shape.js';
import type { SolanaRpcClient } from './rpc-client.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';

// Whether a wallet holds a mint, read from a node: by its token account, many at a time with the standard
// `getMultipleAccounts` (the holder feed asks its second provider this before it believes a newcomer,
// ADR 35), or by the wallet with `getTokenAccountsByOwner`, checked at the token programs' own layout.

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

/** Accounts one `getMultipleAccounts` call takes at most (the standard limit every vendor keeps). */
export const ACCOUNTS_PER_CALL = 100;

/** The holding a token account is believed to be: the mint it holds and the wallet that owns it. */
export interface NamedAccount {
  /** The token account's address, as the first provider named it. */
  readonly address: string;
  /** The wallet it belongs to (base58). */
  readonly owner: string;
}

/** `AccountState`s as jsonParsed writes them that still hold tokens (a frozen account does). */
const HOLDING_PARSED_STATES = new Set(['initialized', 'frozen']);

/**
 * True when `value` (one entry of a `getMultipleAccounts` answer with `encoding: "jsonParsed"`) is a
 * token account of SPL Token or Token-2022 holding `mint`, owned by `owner`, initialized or frozen, with
 * a balance above zero. Anything else refutes it: null (no such account, or closed), another program's
 * account, another mint or owner, an empty balance.
 */
export function isParsedHolding(value: unknown, mint: string, owner: string): boolean {
  if (!isObject(value)) return false;
  if (value.owner !== TOKEN_PROGRAM_ID && value.owner !== TOKEN_2022_PROGRAM_ID) return false;
  const data = value.data;
  if (!isObject(data) || !isObject(data.parsed) || data.parsed.type !== 'account') return false;
  const info = data.parsed.info;
  if (!isObject(info) || info.mint !== mint || info.owner !== owner) return false;
  if (typeof info.state !== 'string' || !HOLDING_PARSED_STATES.has(info.state)) return false;
  const amount = isObject(info.tokenAmount) ? info.tokenAmount.amount : undefined;
  return isU64String(amount) && BigInt(amount) > 0n;
}

/**
 * Whether each of `accounts` (at most ACCOUNTS_PER_CALL) is still its owner's holding of `mint` on the
 * node `rpc`, read at `minContextSlot` or later (the slot the first provider named them at): one
 * `getMultipleAccounts` call, answered in the same order. An answer of another shape or length throws
 * {@link UnexpectedHoldingsAnswerError}; a node that cannot be read, or is behind the slot, throws as
 * the client does.
 */
export async function accountsHold(
  rpc: SolanaRpcClient,
  accounts: readonly NamedAccount[],
  mint: string,
  minContextSlot?: number,
): Promise<boolean[]> {
  if (accounts.length > ACCOUNTS_PER_CALL) throw new Error(`at most ${ACCOUNTS_PER_CALL} accounts a call`);
  const answer = await rpc.request<unknown>('getMultipleAccounts', [
    accounts.map((account) => account.address),
    {
      encoding: 'jsonParsed',
      commitment: 'confirmed',
      ...(minContextSlot === undefined ? {} : { minContextSlot }),
    },
  ]);
  const value = isObject(answer) ? answer.value : undefined;
  if (!Array.isArray(value) || value.length !== accounts.length) {
    throw new UnexpectedHoldingsAnswerError('getMultipleAccounts did not answer one entry per account');
  }
  return accounts.map((account, i) => isParsedHolding(value[i], mint, account.owner));
}
