import { formatNumber } from './i18n/i18n';
// Values, not types, from the contract would bring its zod schemas into the page: the one constant
// needed here is repeated (a test checks it matches).
/** 1 SOL in lamports. */
export const LAMPORTS_PER_SOL = 1_000_000_000;

/** A value read from the chain by the server: still loading, not available now, or read at a time. */
export type ChainRead<T> = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; data: T };

/** An amount in lamports as SOL, with at most `digits` decimals (the page locale's grouping). */
export function formatSol(lamports: bigint | number, digits = 4): string {
  return formatNumber(Number(lamports) / LAMPORTS_PER_SOL, { maximumFractionDigits: digits });
}

export { formatAge } from './format-age';

/**
 * A figure the server measured on a schedule (the holder statistics): still loading, not measured
 * yet (or never read), or measured; `now` is when the page last asked, so the age moves on.
 */
export type Measured<T> =
  | { status: 'loading' }
  | { status: 'unknown' }
  | { status: 'ready'; data: T; now: number };

/** A measured figure older than this is shown as possibly out of date (runs are every few minutes). */
export const STALE_AFTER_MS = 30 * 60_000;

/** True when a figure measured at `iso` is older than {@link STALE_AFTER_MS}. */
export function isStale(iso: string, now: number = Date.now()): boolean {
  return now - Date.parse(iso) > STALE_AFTER_MS;
}
