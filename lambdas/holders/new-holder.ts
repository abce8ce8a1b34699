import { EVENTS, FEED } from './feed-state.js';

/** Where a holder was first learned of. */
export type HolderSource = 'webhook' | 'reconcile' | 'import';

/** A holder to record, and what made us learn of it. */
export interface NewHolder {
  wallet: string;
  source: Exclude<HolderSource, 'import'>;
  /** When we learned of it: what the page's "new for a minute" window counts from. */
  seenAt: Date;
  /** The transaction that shows it (webhook), when known. */
  signature?: string;
  /** Block time of that transaction. */
  blockTime?: Date;
}

/** gRPC ALREADY_EXISTS: a create() precondition failed because the document is there. */
export const ALREADY_EXISTS = 6;

/**
 * The two documents that record a new holder: its marker under the feed (what makes recording it
 * idempotent) and the event the page announces. Created together, with create(), by the webhook
 * (over REST) and the reconciler (firebase-admin); times are Dates, which both store as timestamps.
 */
export function newHolderDocuments(
  mint: string,
  holder: NewHolder,
): { path: string; data: Record<string, unknown> }[] {
  const extra = {
    ...(holder.signature ? { signature: holder.signature } : {}),
    ...(holder.blockTime ? { blockTime: holder.blockTime } : {}),
  };
  return [
    {
      path: `${FEED}/${mint}/holders/${holder.wallet}`,
      data: { wallet: holder.wallet, firstSeenAt: holder.seenAt, source: holder.source, ...extra },
    },
    {
      path: `${EVENTS}/${mint}_${holder.wallet}`,
      data: { wallet: holder.wallet, mint, seenAt: holder.seenAt, source: holder.source, ...extra },
    },
  ];
}
