// The holder feed's costs and bounds, in a module without imports: the configuration (parsed by the
// webhook and the public holder routes at every cold start) reads them without loading the reader.

/**
 * Provider credits of one call of each method (Helius): the one place these costs are written; the
 * RPC budget and `npm run bench:holders` read them. The plain method's figure can be overridden for
 * another provider (HOLDER_RPC_CREDITS_PER_CALL).
 */
export const RPC_CREDITS = {
  getProgramAccounts: 10,
  getProgramAccountsV2: 1,
  getSlot: 1,
  getTokenSupply: 1,
  /** The second provider's check of a hundred newcomers by their token accounts (ADR 35): a standard call. */
  getMultipleAccounts: 1,
} as const;

/**
 * Accounts a `getProgramAccountsV2` page asks for (the provider takes 1 to 10,000 and suggests 1,000 to
 * 5,000): measured with `npm run bench:holders -- --page-size N` (ADR 16).
 */
export const DEFAULT_PAGE_SIZE = 5000;

/**
 * The default bound on a rise, refused when larger than both: 200,000 holders, and half the count.
 * A genuinely viral hour passes; a lying provider's millions do not (ADR 16).
 */
export const DEFAULT_MAX_RISE = { absolute: 200_000, share: 0.5 } as const;

/**
 * The share of the mint's supply that a full scan's balances may miss or count twice beyond the burns and
 * mints seen during it: transfers between pages read at different moments (ADR 35).
 */
export const DEFAULT_SUPPLY_TOLERANCE_SHARE = 0.01;
