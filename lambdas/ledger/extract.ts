import {
  accountList,
  type WireTokenBalance,
  type WireTransaction,
} from '../platform/solana/wire-transaction.js';

/**
 * What one transaction did to the donation wallet, read from its balance changes (ADR 22), so any
 * instruction shape is covered: the wallet's lamports (`meta.preBalances`/`postBalances` at its
 * account index) and the token balances it owns (`meta.preTokenBalances`/`postTokenBalances` entries
 * whose `owner` is the wallet). Pure functions: no I/O.
 */

/** The wrapped-SOL mint: a wallet's wrapped SOL counts as SOL (a wrap and unwrap is no movement). */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';
/** The asset key of SOL (lamports, 9 decimals). */
export const SOL = 'SOL';
export const SOL_DECIMALS = 9;

/** The stored approval of an outflow (`approval` of its transaction document). */
export interface StoredApproval {
  proposal: string;
  /** The multisig's transaction index, a decimal string (a u64); null when the proposal could not be read. */
  transactionIndex: string | null;
  /** False when the proposal account could not be read or decoded (closed after execution, another account). */
  readable: boolean;
  /** The members who approved, as the proposal lists them; null when not readable. */
  approvers: string[] | null;
  /** Unix seconds of the status the proposal holds: Approved or Executed (it keeps only its latest). */
  approvedAt: number | null;
  executedAt: number | null;
}

/** One asset the wallet received (positive) or sent (negative) in a transaction. */
export interface Movement {
  /** `SOL`, or the token's mint. */
  asset: string;
  decimals: number;
  /** Raw units, signed, as a decimal string (a u64 does not fit a JS number). */
  amount: string;
  /** The other side: the wallet that sent or received the most of this asset; null when none (a mint, a burn). */
  counterparty: string | null;
}

/**
 * `transfer`: something moved and is listed. `failed`: the transaction failed (meta.err), so nothing
 * moved but the fee. `fee-only`: it succeeded and only the fee changed the wallet (a wrap and unwrap of
 * SOL, an account touched with no change): neither is a movement a donor looks for, so neither is
 * listed, and their fees are counted in the totals so that the totals add up to the balance.
 * `unlisted`: only tokens the site does not vouch for moved (ADR 30), and the wallet paid no fee.
 */
export type EntryKind = 'transfer' | 'failed' | 'fee-only' | 'unlisted';

export interface LedgerEntry {
  signature: string;
  slot: number;
  /** Unix seconds, or null when the node does not know it. */
  blockTime: number | null;
  kind: EntryKind;
  movements: Movement[];
  /** Lamports the wallet paid as fee (0 when another account paid). */
  fee: number;
  /** Token accounts of listed assets the wallet owns that the transaction touched (their history is read too). */
  tokenAccounts: string[];
  /** True when a token the site does not list arrived (counted, never totalled: ADR 30). */
  unlistedArrived: boolean;
  /** An outflow executed by a proposal of the configured Squads multisig (ADR 33): set by the import. */
  approval?: StoredApproval;
}

/** The assets a ledger follows and totals besides SOL (wrapped SOL counts as SOL): the listed mints. */
export type ListedMints = ReadonlySet<string>;

/** The answer is not a transaction we can read (no meta, balances that do not match the account list). */
export class MalformedTransactionError extends Error {
  override readonly name = 'MalformedTransactionError';
}

interface TokenChange {
  delta: bigint;
  decimals: number;
  /** The largest opposite change by another owner: the counterparty. */
  other: { owner: string; delta: bigint } | null;
}

/** Changes per mint of the wallet's token accounts, with the other side of each. */
function tokenChanges(
  wallet: string,
  keys: string[],
  meta: NonNullable<WireTransaction['meta']>,
  listed: ListedMints | undefined,
) {
  const own = new Map<string, { delta: bigint; decimals: number }>();
  const others = new Map<string, { owner: string; delta: bigint }[]>();
  const accounts = new Set<string>();
  const byAccount = new Map<
    number,
    { mint: string; owner: string; pre: bigint; post: bigint; decimals: number }
  >();
  const note = (b: WireTokenBalance, side: 'pre' | 'post') => {
    const amount = BigInt(b.uiTokenAmount.amount);
    const row = byAccount.get(b.accountIndex) ?? {
      mint: b.mint,
      owner: b.owner ?? keys[b.accountIndex] ?? '',
      pre: 0n,
      post: 0n,
      decimals: b.uiTokenAmount.decimals,
    };
    row[side] = amount;
    byAccount.set(b.accountIndex, row);
  };
  for (const b of meta.preTokenBalances ?? []) note(b, 'pre');
  for (const b of meta.postTokenBalances ?? []) note(b, 'post');
  let unlistedArrived = false;
  /** Every token account of the wallet's, listed or not (never the other side of a SOL movement). */
  const owned = new Set<string>();
  for (const [index, row] of byAccount) {
    const delta = row.post - row.pre;
    const isListed = !listed || row.mint === WRAPPED_SOL_MINT || listed.has(row.mint);
    if (row.owner === wallet && keys[index]) owned.add(keys[index] as string);
    if (!isListed) {
      // Not followed, not totalled, not an outflow to explain: only that something arrived is kept.
      if (row.owner === wallet && delta > 0n) unlistedArrived = true;
      continue;
    }
    if (row.owner === wallet) {
      const address = keys[index];
      if (address) accounts.add(address);
      const mint = row.mint === WRAPPED_SOL_MINT ? SOL : row.mint;
      const sum = own.get(mint) ?? { delta: 0n, decimals: mint === SOL ? SOL_DECIMALS : row.decimals };
      sum.delta += delta;
      own.set(mint, sum);
    } else if (delta !== 0n) {
      const mint = row.mint === WRAPPED_SOL_MINT ? SOL : row.mint;
      const list = others.get(mint) ?? [];
      list.push({ owner: row.owner, delta });
      others.set(mint, list);
    }
  }
  const changes = new Map<string, TokenChange>();
  for (const [mint, { delta, decimals }] of own) {
    const opposite = (others.get(mint) ?? []).filter((o) => (delta > 0n ? o.delta < 0n : o.delta > 0n));
    const other = opposite.reduce<{ owner: string; delta: bigint } | null>(
      (best, o) => (!best || abs(o.delta) > abs(best.delta) ? o : best),
      null,
    );
    changes.set(mint, { delta, decimals, other });
  }
  return { changes, accounts: [...accounts], owned, unlistedArrived };
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * The wallet's entry for one transaction. SOL is the wallet's lamport change with the fee it paid
 * taken out (the fee is kept apart), plus the change of the wrapped SOL it owns; each token is the
 * change of the accounts it owns of that mint.
 */
export function extractEntry(
  wallet: string,
  signature: string,
  tx: WireTransaction,
  /** The mints the ledger vouches for (ADR 30); every mint when absent. */
  listed?: ListedMints,
): LedgerEntry {
  const { meta } = tx;
  if (!meta) throw new MalformedTransactionError(`${signature}: the transaction has no meta`);
  const keys = accountList(tx);
  if (meta.preBalances.length !== keys.length || meta.postBalances.length !== keys.length) {
    throw new MalformedTransactionError(
      `${signature}: ${keys.length} accounts but ${meta.preBalances.length}/${meta.postBalances.length} balances`,
    );
  }
  const walletIndex = keys.indexOf(wallet);
  // The fee payer is the first account.
  const fee = walletIndex === 0 ? meta.fee : 0;
  const lamports =
    walletIndex < 0
      ? 0n
      : BigInt((meta.postBalances[walletIndex] ?? 0) - (meta.preBalances[walletIndex] ?? 0));
  const base = { signature, slot: tx.slot, blockTime: tx.blockTime ?? null, fee };
  const { changes, accounts, owned, unlistedArrived } = tokenChanges(wallet, keys, meta, listed);
  if (meta.err !== null && meta.err !== undefined) {
    return { ...base, kind: 'failed', movements: [], tokenAccounts: accounts, unlistedArrived: false };
  }
  const sol = changes.get(SOL) ?? { delta: 0n, decimals: SOL_DECIMALS, other: null };
  const solDelta = lamports + BigInt(fee) + sol.delta;
  const movements: Movement[] = [];
  if (solDelta !== 0n) {
    // The other side: the account whose lamports moved the most the other way (its fee included).
    let best: { address: string; delta: bigint } | null = null;
    keys.forEach((address, i) => {
      if (i === walletIndex || owned.has(address)) return;
      const delta = BigInt((meta.postBalances[i] ?? 0) - (meta.preBalances[i] ?? 0));
      if (solDelta > 0n ? delta >= 0n : delta <= 0n) return;
      if (!best || abs(delta) > abs(best.delta)) best = { address, delta };
    });
    const other = (best as { address: string } | null)?.address ?? sol.other?.owner ?? null;
    movements.push({ asset: SOL, decimals: SOL_DECIMALS, amount: solDelta.toString(), counterparty: other });
  }
  for (const [mint, change] of changes) {
    if (mint === SOL || change.delta === 0n) continue;
    movements.push({
      asset: mint,
      decimals: change.decimals,
      amount: change.delta.toString(),
      counterparty: change.other?.owner ?? null,
    });
  }
  return {
    ...base,
    kind: movements.length > 0 ? 'transfer' : fee === 0 && unlistedArrived ? 'unlisted' : 'fee-only',
    movements,
    tokenAccounts: accounts,
    unlistedArrived,
  };
}

/** The UTC month of a block time, `YYYY-MM` (`unknown` without one). */
export function monthOf(blockTime: number | null): string {
  if (blockTime === null) return 'unknown';
  return new Date(blockTime * 1000).toISOString().slice(0, 7);
}

/** A listed entry's place in the list: newest first by slot, then signature; also the page cursor. */
export function listKey(slot: number, signature: string): string {
  return `${String(slot).padStart(12, '0')}-${signature}`;
}

/** True for a cursor {@link listKey} could have made (the page route takes nothing else). */
export function isListKey(value: string): boolean {
  return /^\d{12}-[1-9A-HJ-NP-Za-km-z]{32,90}$/.test(value);
}

/** A shortened address for display: the first and last four characters. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

/** Lamports the wallet received in an entry (its SOL movement when positive, else 0). */
export function receivedLamports(entry: LedgerEntry): bigint {
  const sol = entry.movements.find((m) => m.asset === SOL);
  const amount = sol ? BigInt(sol.amount) : 0n;
  return amount > 0n ? amount : 0n;
}
