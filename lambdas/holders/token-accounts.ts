import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import {
  type ProgramAccountFilter,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../platform/solana/rpc-methods.js';
import { AccountDataScanner } from './account-data-scanner.js';

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

/** What one full read of a mint's token accounts cost and held. */
export interface AccountsRead {
  /** Token accounts listed (empty ones included). */
  accounts: number;
  /** Bytes of the answers. */
  bytes: number;
  /** Provider calls made. */
  calls: number;
}

/**
 * Reads every token account of `mint` under both token programs (a mint belongs to one of them),
 * handing each account's owner-and-amount slice (40 bytes) to `onAccount` as the answers arrive:
 * nothing proportional to the holder count is built here.
 */
export async function readTokenAccounts(
  client: SolanaRpcClient,
  mint: string,
  onAccount: (ownerAndAmount: Uint8Array) => void,
): Promise<AccountsRead> {
  const answers = await Promise.all(
    holderQueries(mint).map(({ programId, filters }) =>
      client.stream(
        'getProgramAccounts',
        [programId, { encoding: 'base64', filters, dataSlice: OWNER_AND_AMOUNT, commitment: 'confirmed' }],
        new AccountDataScanner(onAccount),
      ),
    ),
  );
  return {
    accounts: answers.reduce((sum, a) => sum + a.accounts, 0),
    bytes: answers.reduce((sum, a) => sum + a.bytes, 0),
    calls: answers.length,
  };
}
