/**
 * A transaction as `getTransaction` (encoding `json`, maxSupportedTransactionVersion 0) gives it, the
 * parts this project reads: the ledger its balances (ADR 22), the ledger and the watch of the donation
 * wallet's rules their Squads instructions (ADR 33, top-level-instructions.ts). No zod here: the public
 * ledger routes load this module (through ledger/extract.ts), and no zod.
 */

/** A token balance as `getTransaction` (encoding `json`) gives it. */
export interface WireTokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

/** The part of a `getTransaction` result (encoding `json`, maxSupportedTransactionVersion 0) read here. */
export interface WireTransaction {
  slot: number;
  blockTime: number | null;
  version?: 'legacy' | 0;
  transaction: { signatures: string[]; message: { accountKeys: string[]; instructions?: unknown } };
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: WireTokenBalance[] | null;
    postTokenBalances?: WireTokenBalance[] | null;
    loadedAddresses?: { writable: string[]; readonly: string[] } | null;
  } | null;
}

/** The transaction's whole account list: accountKeys, then loaded writable, then loaded readonly addresses. */
export function accountList(tx: WireTransaction): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
}
