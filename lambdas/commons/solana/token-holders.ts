import bs58 from 'bs58';
import type { SolanaRpcClient } from './rpc-client.js';
import { type ProgramAccountFilter, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';

/**
 * An SPL token account starts with mint (32 bytes), owner (32) and amount (u64, little endian):
 * the same in classic SPL Token and Token-2022. A classic account is exactly 165 bytes; a
 * Token-2022 account is 165 bytes, or more when it carries extensions.
 */
export const TOKEN_ACCOUNT_SIZE = 165;
const OWNER_AND_AMOUNT = { offset: 32, length: 40 } as const;

/** True when `value` is a base58 public key (32 bytes). */
export function isPublicKey(value: string): boolean {
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/** The filters that select every token account of `mint` under each token program. */
export function holderQueries(mint: string): { programId: string; filters: ProgramAccountFilter[] }[] {
  const byMint: ProgramAccountFilter = { memcmp: { offset: 0, bytes: mint } };
  return [
    { programId: TOKEN_PROGRAM_ID, filters: [{ dataSize: TOKEN_ACCOUNT_SIZE }, byMint] },
    // No size filter: Token-2022 accounts grow with their extensions.
    { programId: TOKEN_2022_PROGRAM_ID, filters: [byMint] },
  ];
}

/** Reads owner and amount from a 40-byte slice taken at offset 32 of a token account. */
export function decodeOwnerAndAmount(base64: string): { owner: string; amount: bigint } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length !== OWNER_AND_AMOUNT.length) {
    throw new Error(`Expected ${OWNER_AND_AMOUNT.length} bytes of account data, got ${bytes.length}`);
  }
  return { owner: bs58.encode(bytes.subarray(0, 32)), amount: bytes.readBigUInt64LE(32) };
}

/**
 * Every wallet that holds `mint` now, with its raw balance summed over its token accounts: only
 * positive balances. Both token programs are asked, since a mint belongs to one of them.
 */
export async function fetchTokenHolders(client: SolanaRpcClient, mint: string): Promise<Map<string, bigint>> {
  const answers = await Promise.all(
    holderQueries(mint).map(({ programId, filters }) =>
      client.call('getProgramAccounts', [
        programId,
        { encoding: 'base64', filters, dataSlice: OWNER_AND_AMOUNT, commitment: 'confirmed' },
      ]),
    ),
  );
  const balances = new Map<string, bigint>();
  for (const accounts of answers) {
    if (!Array.isArray(accounts)) throw new Error('getProgramAccounts did not answer a list');
    for (const { account } of accounts) {
      const { owner, amount } = decodeOwnerAndAmount(account.data[0]);
      if (amount > 0n) balances.set(owner, (balances.get(owner) ?? 0n) + amount);
    }
  }
  return balances;
}
