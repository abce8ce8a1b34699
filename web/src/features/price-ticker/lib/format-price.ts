/** behaviour §9: the price shown before the first successful fetch. */
export const DEFAULT_PRICE = 0.00001942;

/** behaviour §9: 8 decimals under 0.001, otherwise 6, with a dollar sign. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(price < 0.001 ? 8 : 6)}`;
}

/** behaviour §9: the 24-hour change with its sign and 2 decimals, then " 24h". */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '+';
  return `${sign}${Math.abs(change).toFixed(2)}% 24h`;
}
