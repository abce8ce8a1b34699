import type { LedgerMovement, LedgerTransaction } from '@contract';
import { formatAge } from './chain-read';
import { formatTokens, shortAddress } from './token-amount';

/** Names of the assets the site knows (the token's mint → its ticker); SOL is always named. */
export type AssetNames = Readonly<Record<string, string>>;

/** The names of the assets the ledger lists: the token by its ticker, the operator's listed assets by their symbol. */
export function ledgerAssetNames(
  token: { mintAddress: string; ticker: string },
  listed: readonly { mint: string; symbol: string }[] = [],
): AssetNames {
  return {
    ...Object.fromEntries(listed.map((asset) => [asset.mint, asset.symbol])),
    [token.mintAddress]: token.ticker,
  };
}

/**
 * The explorer's page of a transaction, the signature appended: the configured one, else the account
 * page's with `/account/` (or `/address/`) as `/tx/` (Solscan, Solana Explorer and SolanaFM read so).
 */
export function explorerTransactionUrl(links: {
  explorerAccount: string;
  explorerTransaction?: string;
}): string {
  return (
    links.explorerTransaction ?? links.explorerAccount.replace(/\/(account|address)\/(?=[^/]*$)/, '/tx/')
  );
}

/** An asset as a visitor reads it: SOL, the token's ticker, or a shortened mint. */
export function assetLabel(asset: string, names: AssetNames = {}): string {
  if (asset === 'SOL') return 'SOL';
  return names[asset] ?? shortAddress(asset);
}

/** A raw amount with its sign and asset: "+2 SOL", "−400 TOKEN" (at most 4 decimals). */
export function formatMovement(movement: LedgerMovement, names: AssetNames = {}): string {
  const negative = movement.amount.startsWith('-');
  const magnitude = negative ? movement.amount.slice(1) : movement.amount;
  const amount = formatTokens(magnitude, movement.decimals, 4);
  return `${negative ? '−' : '+'}${amount} ${assetLabel(movement.asset, names)}`;
}

/**
 * "Not yet explained · sent 4 days ago": an outflow without a note, and how long it has waited. The
 * admin panel's English; the page says it in its own locale (the ledger's catalog messages).
 */
export function unexplainedText(transaction: LedgerTransaction, now: number = Date.now()): string {
  const since = transaction.unexplainedSince;
  return since ? `Not yet explained · sent ${formatAge(since, now)}` : 'Not yet explained';
}
