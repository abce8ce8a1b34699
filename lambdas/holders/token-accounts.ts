import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import {
  type ProgramAccountFilter,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../platform/solana/rpc-methods.js';
import { AccountDataScanner, MAX_ADDRESS_TEXT, UnexpectedAnswerError } from './account-data-scanner.js';
import { DEFAULT_PAGE_SIZE, RPC_CREDITS } from './reconcile-bounds.js';

export { DEFAULT_PAGE_SIZE, RPC_CREDITS };

/**
 * An SPL token account starts with mint (32 bytes), owner (32) and amount (u64, little endian):
 * the same in classic SPL Token and Token-2022. A classic account is exactly 165 bytes; a
 * Token-2022 account is 165 bytes, or more when it carries extensions.
 */
export const TOKEN_ACCOUNT_SIZE = 165;
const OWNER_AND_AMOUNT = { offset: 32, length: 40 } as const;

/** The filters that select every token account of `mint` under each token program. */
export function holderQueries(mint: string): { programId: string; filters: ProgramAccountFilter[] }[] {
  const byMint: ProgramAccountFilter = { memcmp: { offset: 0, bytes: mint } };
  return [
    { programId: TOKEN_PROGRAM_ID, filters: [{ dataSize: TOKEN_ACCOUNT_SIZE }, byMint] },
    // No size filter: Token-2022 accounts grow with their extensions.
    { programId: TOKEN_2022_PROGRAM_ID, filters: [byMint] },
  ];
}

/** `v2`: pages of getProgramAccountsV2 (Helius); `plain`: one getProgramAccounts answer per program. */
export type ReadMethod = 'v2' | 'plain';

/**
 * Where a paged read stands: the queries before `query` are read whole, and `query` goes on from
 * `paginationKey` (null: from its start).
 */
export interface ReadPosition {
  query: number;
  paginationKey: string | null;
}

/** What a read of a mint's token accounts cost and held so far (updated page by page). */
export interface AccountsRead {
  method: ReadMethod;
  /** Token accounts listed (empty ones included). */
  accounts: number;
  /** Bytes of the answers. */
  bytes: number;
  /** Provider calls made. */
  calls: number;
  /** Provider credits those calls cost (RPC_CREDITS). */
  credits: number;
  /** False while pages remain: `position` says where the read goes on. */
  complete: boolean;
  position: ReadPosition;
}

export interface ReadOptions {
  /** @default 'plain' */
  readonly method?: ReadMethod;
  /** Accounts a page asks for. @default DEFAULT_PAGE_SIZE */
  readonly pageSize?: number;
  /** Only accounts changed at or after this slot (paged reads only). */
  readonly changedSinceSlot?: number;
  /** Goes on from where an earlier read stopped. */
  readonly from?: ReadPosition;
  /** Asked after each page: false stops the read there (complete stays false). */
  readonly goOn?: () => boolean;
  /** Credits of one plain call. @default RPC_CREDITS.getProgramAccounts */
  readonly plainCredits?: number;
  /** Filled as the read goes: what was read before a failure is still known (checkpoints). */
  readonly progress?: AccountsRead;
}

export function newRead(method: ReadMethod): AccountsRead {
  return {
    method,
    accounts: 0,
    bytes: 0,
    calls: 0,
    credits: 0,
    complete: false,
    position: { query: 0, paginationKey: null },
  };
}

/** A paging provider answered the same key twice: following it would never end. */
export class PagingLoopError extends Error {}

/**
 * Reads the token accounts of `mint` under both token programs (a mint belongs to one of them),
 * handing each account's owner-and-amount slice (40 bytes) and its address (base58 text, which the
 * second provider is asked about: ADR 35) to `onAccount`: nothing proportional to
 * the holder count is built here. Plain: one streamed answer per program. Paged: each page is streamed
 * too, and its accounts are handed on only once the page is whole, so a read that fails or stops
 * between pages has handed on exactly the pages before `position` (a checkpoint can resume there).
 * Pages are followed until the key is null, whatever their length: a page can be short, even empty.
 */
export async function readTokenAccounts(
  client: SolanaRpcClient,
  mint: string,
  onAccount: (ownerAndAmount: Uint8Array, address: Uint8Array) => void,
  options: ReadOptions = {},
): Promise<AccountsRead> {
  const method = options.method ?? 'plain';
  const read = options.progress ?? newRead(method);
  const queries = holderQueries(mint);
  if (method === 'plain') {
    const answers = await Promise.all(
      queries.map(({ programId, filters }) =>
        client.stream(
          'getProgramAccounts',
          [programId, { encoding: 'base64', filters, dataSlice: OWNER_AND_AMOUNT, commitment: 'confirmed' }],
          new AccountDataScanner(onAccount),
        ),
      ),
    );
    read.accounts += answers.reduce((sum, a) => sum + a.accounts, 0);
    read.bytes += answers.reduce((sum, a) => sum + a.bytes, 0);
    read.calls += answers.length;
    read.credits += answers.length * (options.plainCredits ?? RPC_CREDITS.getProgramAccounts);
    read.complete = true;
    return read;
  }
  const limit = options.pageSize ?? DEFAULT_PAGE_SIZE;
  read.position = { ...(options.from ?? { query: 0, paginationKey: null }) };
  // One page's slices, handed on when the page is whole.
  const page = Buffer.allocUnsafe(limit * OWNER_AND_AMOUNT.length);
  const addresses = Buffer.alloc(limit * MAX_ADDRESS_TEXT);
  const addressLengths = new Uint8Array(limit);
  while (read.position.query < queries.length) {
    const { programId, filters } = queries[read.position.query] as (typeof queries)[number];
    const key = read.position.paginationKey;
    let taken = 0;
    const answer = await client.stream(
      'getProgramAccountsV2',
      [
        programId,
        {
          encoding: 'base64',
          filters,
          dataSlice: OWNER_AND_AMOUNT,
          commitment: 'confirmed',
          limit,
          ...(key ? { paginationKey: key } : {}),
          ...(options.changedSinceSlot === undefined ? {} : { changedSinceSlot: options.changedSinceSlot }),
        },
      ],
      new AccountDataScanner((data, address) => {
        if (taken === limit) throw new UnexpectedAnswerError('a page held more accounts than its limit');
        page.set(data, taken * OWNER_AND_AMOUNT.length);
        addresses.set(address, taken * MAX_ADDRESS_TEXT);
        addressLengths[taken] = address.length;
        taken += 1;
      }, 'page'),
    );
    for (let i = 0; i < taken; i++) {
      onAccount(
        page.subarray(i * OWNER_AND_AMOUNT.length, (i + 1) * OWNER_AND_AMOUNT.length),
        addresses.subarray(i * MAX_ADDRESS_TEXT, i * MAX_ADDRESS_TEXT + (addressLengths[i] as number)),
      );
    }
    read.accounts += answer.accounts;
    read.bytes += answer.bytes;
    read.calls += 1;
    read.credits += RPC_CREDITS.getProgramAccountsV2;
    const next = answer.paginationKey ?? null;
    if (next !== null && next === key) throw new PagingLoopError('the provider gave the same page key twice');
    read.position =
      next === null
        ? { query: read.position.query + 1, paginationKey: null }
        : { ...read.position, paginationKey: next };
    if (read.position.query < queries.length && options.goOn && !options.goOn()) return read;
  }
  read.complete = true;
  return read;
}
