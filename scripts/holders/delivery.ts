import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import recorded from '../../lambdas/holders/fixtures/delivery-classic-transfer.json' with { type: 'json' };

/** A fresh random wallet address. */
export function freshWallet(): string {
  return bs58.encode(randomBytes(32));
}

export interface TransferOptions {
  mint: string;
  /** The receiving wallet. */
  wallet: string;
  /** Decimal-adjusted, as the provider sends it. @default 1500 */
  tokenAmount?: number;
}

/**
 * A delivery in the provider's recorded shape (the classic-transfer fixture) with a new signature,
 * the given mint and receiver, and the time now.
 */
export function transferDelivery(options: TransferOptions): unknown[] {
  const [template] = structuredClone(recorded);
  if (!template?.tokenTransfers[0]) throw new Error('The recorded delivery has no token transfer');
  const sender = template.tokenTransfers[0].fromUserAccount;
  const amount = options.tokenAmount ?? 1500;
  return [
    {
      ...template,
      signature: bs58.encode(randomBytes(64)),
      timestamp: Math.floor(Date.now() / 1000),
      description: `${sender} transferred ${amount} tokens to ${options.wallet}.`,
      tokenTransfers: [
        {
          ...template.tokenTransfers[0],
          mint: options.mint,
          toUserAccount: options.wallet,
          toTokenAccount: bs58.encode(randomBytes(32)),
          tokenAmount: amount,
        },
      ],
    },
  ];
}

/**
 * An airdrop's batch as the provider delivers it: `transactions` transactions of `perTransaction`
 * transfers each, every recipient a new wallet.
 */
export function airdropDelivery(mint: string, transactions: number, perTransaction: number): unknown[] {
  return Array.from({ length: transactions }, () => {
    const [tx] = transferDelivery({ mint, wallet: freshWallet() }) as [{ tokenTransfers: object[] }];
    const [transfer] = tx.tokenTransfers;
    return {
      ...tx,
      tokenTransfers: Array.from({ length: perTransaction }, () => ({
        ...transfer,
        toUserAccount: freshWallet(),
        toTokenAccount: bs58.encode(randomBytes(32)),
      })),
    };
  });
}

/** Posts a delivery as the provider does: JSON, the shared secret verbatim in Authorization. */
export async function postDelivery(
  url: string,
  secret: string,
  delivery: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: secret },
    body: JSON.stringify(delivery),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: shown as text.
  }
  return { status: response.status, body };
}

/** Gives `wallet` a balance of `mint` on the local fake Solana RPC, so the next reconciliation counts it. */
export async function creditOnLocalChain(
  rpcUrl: string,
  mint: string,
  wallet: string,
  amount: bigint,
): Promise<void> {
  const response = await fetch(`${rpcUrl}/__fake/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenAccounts: [{ mint, owner: wallet, amount: amount.toString() }] }),
  });
  if (!response.ok) throw new Error(`The local Solana RPC answered ${response.status}`);
}
