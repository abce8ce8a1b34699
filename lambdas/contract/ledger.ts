import type { Translations } from './content-locales.js';

/**
 * The donation wallet's ledger read from the chain (ADR 22): payload of the public ledger routes.
 * Amounts are raw units as decimal strings (with their decimals), signed: positive in, negative out.
 */
export const LEDGER_ROUTES = {
  /** The totals and the latest transfers. */
  donationWallet: '/api/ledger/donation-wallet',
  /** The same, with the transfers after `cursor` (the `next` of the previous answer): in the path. */
  page: (cursor: string) => `/api/ledger/donation-wallet/page/${encodeURIComponent(cursor)}`,
} as const;

/**
 * The collection (and content kind) of the administrator's notes on outflows, one document per
 * signature; here, without zod, since the public ledger routes read it.
 */
export const LEDGER_NOTES = 'ledgerNotes' as const;

/** Transfers an answer lists. */
export const LEDGER_PAGE_SIZE = 20;

/** The administrator's explanation of an outflow (no editor identity, ever). */
export interface LedgerExplanation {
  note: string;
  link: string | null;
  /**
   * The note in the locales the administrator translated it into (ADR 28, amendment of #56): the ledger
   * has no locale twin, so its answers carry them; absent when none.
   */
  translations?: Translations<'note'>;
  /** ISO 8601. */
  explainedAt: string;
}

export interface LedgerMovement {
  /** `SOL` or the token's mint. */
  asset: string;
  decimals: number;
  /** Raw units, signed. */
  amount: string;
  direction: 'in' | 'out';
  /** The other side, shortened for display, and whole for an explorer link; null when there is none. */
  counterparty: { short: string; address: string } | null;
}

/**
 * The Squads v4 proposal that executed an outflow of the vault (ADR 33), as read when the outflow was
 * stored. `approvers` null: the proposal could not be read or decoded (closed after execution, another
 * account), so only its address is known.
 */
export interface LedgerApproval {
  /** The proposal account's address. */
  proposal: string;
  /** The multisig's transaction index (a u64, as a decimal string); null when not readable. */
  transactionIndex: string | null;
  approvers: string[] | null;
  /** ISO 8601: the proposal's Approved or Executed time (it keeps only its latest status); null when not held. */
  approvedAt: string | null;
  executedAt: string | null;
}

export interface LedgerTransaction {
  signature: string;
  slot: number;
  /** ISO 8601 block time, or null when the chain does not know it. */
  time: string | null;
  /** `both` for a swap (something in, something out). */
  direction: 'in' | 'out' | 'both';
  movements: LedgerMovement[];
  /** Lamports the wallet paid as fee. */
  fee: number;
  /** Outflows only: null until the administrator explains it. */
  explanation: LedgerExplanation | null;
  /** An outflow without an explanation: since when (its time); null otherwise. */
  unexplainedSince: string | null;
  /** Outflows executed through the configured multisig: the proposal; null otherwise. */
  approval: LedgerApproval | null;
}

export interface LedgerMonthAsset {
  asset: string;
  decimals: number;
  /** Raw units, as decimal strings of digits; null (the three of them) when the row cannot be read. */
  in: string | null;
  out: string | null;
  /** Fees the wallet paid (SOL only; failed and fee-only transactions included). */
  fees: string | null;
}

export interface DonationLedger {
  wallet: string;
  /** ISO 8601: when the ledger was last brought up to date with the chain; null during the first import. */
  syncedAt: string | null;
  /** Newest month first: SOL, the site's token and the assets the operator lists, nothing else (ADR 30). */
  months: { month: string; assets: LedgerMonthAsset[] }[];
  /** Transactions in which tokens the site does not list arrived: counted, never totalled or listed. */
  unlistedArrivals: number;
  /** Newest first. */
  transactions: LedgerTransaction[];
  /** The cursor of the next page (for LEDGER_ROUTES.page), or null at the end. */
  next: string | null;
}

export interface DonationLedgerPayload {
  success: true;
  data: DonationLedger;
}

/** A page of older transfers (LEDGER_ROUTES.page): the transfers and the next cursor, no totals. */
export type DonationLedgerPage = Pick<DonationLedger, 'transactions' | 'next'>;

export interface DonationLedgerPagePayload {
  success: true;
  data: DonationLedgerPage;
}
