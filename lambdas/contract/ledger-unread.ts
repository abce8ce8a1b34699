/**
 * A transaction of the donation wallet's history that the node listed but has not returned (ADR 30):
 * kept as unread and asked for again by later runs until the node returns it, then imported as any other.
 */
export interface UnreadLedgerTransaction {
  signature: string;
  slot: number | null;
  /** ISO 8601: the block's time as the node listed it, or null when it gave none. */
  time: string | null;
  /** Runs of the import that have asked the node for it. */
  runs: number;
  /** What the node answered the last time, in words. */
  lastError: string;
  /** ISO 8601. */
  firstTriedAt: string | null;
  lastTriedAt: string | null;
}

/** GET /api/admin/ledger/unread: the unread transactions, newest first (at most 100), and whether more are kept. */
export interface AdminLedgerUnread {
  unread: UnreadLedgerTransaction[];
  more: boolean;
}
