import type { Firestore } from 'firebase-admin/firestore';
import type { WalletFacts } from '../contract/facts.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { readWalletFacts } from './read-wallet-facts.js';
import { type StoredWalletBalance, WALLET_BALANCE } from './wallet-balance.js';

/**
 * One scheduled read of the donation wallet's SOL balance (`getBalance`, one credit), stored whole for
 * `GET /api/facts/donation-wallet` (ADR 11, "Amendment: no RPC call on a visitor's request"). Run by the
 * wallet-control watch beside its read of the rules. A failed read writes nothing: the last balance
 * stays, with its time, and the route says how long it has not been read.
 */
export async function storeWalletBalance(
  db: Firestore,
  rpc: SolanaRpcClient,
  wallet: string,
  now: () => Date = () => new Date(),
): Promise<WalletFacts> {
  const facts = await readWalletFacts(rpc, wallet, now);
  await db
    .collection(WALLET_BALANCE)
    .doc(wallet)
    .set({ facts } satisfies StoredWalletBalance);
  return facts;
}
