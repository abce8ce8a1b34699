// The holder feed's public answers: the latest new holder, the count, the distribution and growth.

export interface NewHolder {
  wallet: string;
  short: string;
  /** ISO 8601: when the holder was first seen. */
  seenAt?: string;
  /** The transaction that showed the wallet receiving the token (absent when found by reconciliation). */
  signature?: string;
}
export interface NewHolderPayload {
  has_new_holder: boolean;
  holder: NewHolder | null;
}

/** GET /api/holders/count: `data` is null until the holders have been counted once. */
export interface HolderCountPayload {
  success: true;
  data: {
    /** Distinct wallets with a positive balance. */
    count: number;
    /** ISO 8601: when the count was taken. */
    measuredAt: string;
    mint: string;
  } | null;
}

/** What a configured address is, for the holder distribution (shown apart from the other holders). */
export type LabelKind = 'liquidity-pool' | 'burn' | 'team' | 'exchange';

/** Holders whose balance is at least `from` and below `to` whole tokens (`to` null: no upper edge). */
export interface HolderBand {
  from: number;
  to: number | null;
  count: number;
}

/** An owner's balance: raw units as a decimal string, and its share of everything held (0 to 1). */
export interface HolderShare {
  address: string;
  amount: string;
  share: number;
}

/** GET /api/holders/distribution: who holds the mint, as the last successful reconciliation measured it. */
export interface HolderDistribution {
  mint: string;
  /** ISO 8601: when the balances were read. */
  measuredAt: string;
  /** Distinct owners with a positive balance (labelled addresses included). */
  holders: number;
  /** Raw units held by all owners together (the supply in token accounts). */
  total: string;
  decimals: number;
  /** The 10 and 50 largest owners that are not labelled addresses. */
  top10: { amount: string; share: number };
  top50: { amount: string; share: number };
  /** The 10 largest owners that are not labelled, largest first (ties by address). */
  largest: HolderShare[];
  /** Every configured address, with what it holds (0 when nothing). */
  labelled: (HolderShare & { kind: LabelKind; label: string })[];
  /** Holders by size, labelled addresses not included. */
  bands: HolderBand[];
}

export interface HolderDistributionPayload {
  success: true;
  data: HolderDistribution | null;
}

/** One day of holder growth: the count of that day's last successful reconciliation. */
export interface HolderGrowthPoint {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
  measuredAt: string;
}

/** GET /api/holders/growth: up to the last 90 days that have a point, oldest first (a missed day is absent). */
export interface HolderGrowthPayload {
  success: true;
  data: { mint: string; points: HolderGrowthPoint[] };
}
