import type { WalletFacts } from '../contract/facts.js';
import type { ReadDatabase } from '../platform/database/read-database.js';

// The donation wallet's balance as the wallet-control watch last read it (ADR 11, "Amendment: no RPC
// call on a visitor's request"), apart from the watch that writes it (store-wallet-balance.ts): the
// public route reads it over REST and loads nothing of the watch.

/** One document per wallet, `walletBalance/{wallet}` in the chain database: another wallet configured starts from none. */
export const WALLET_BALANCE = 'walletBalance';

/**
 * `walletBalance/{wallet}`: the last read, as the route answers it (with `oneProvider` while the second
 * provider could not confirm it), and the first provider's slot for it.
 */
export interface StoredWalletBalance {
  facts: WalletFacts;
  slot?: number;
}

/** A stored document as the balance it holds, or undefined for none (or a document of another shape). */
export function parseStoredWalletBalance(
  data: Record<string, unknown> | undefined,
  wallet: string,
): WalletFacts | undefined {
  const facts = data?.facts as Partial<Record<keyof WalletFacts, unknown>> | undefined;
  if (!facts || facts.address !== wallet) return undefined;
  const { lamports, readAt } = facts;
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) return undefined;
  if (typeof readAt !== 'string' || Number.isNaN(Date.parse(readAt))) return undefined;
  return { address: wallet, lamports, readAt, ...(facts.oneProvider === true ? { oneProvider: true } : {}) };
}

/** The stored balance of `wallet`, or undefined before the watch's first run. */
export async function readStoredWalletBalance(
  db: ReadDatabase,
  wallet: string,
): Promise<WalletFacts | undefined> {
  return parseStoredWalletBalance((await db.collection(WALLET_BALANCE).doc(wallet).get()).data(), wallet);
}
