import { formatNumber, t } from '../../../lib/i18n/i18n';
/** behaviour §9: the price shown before the first successful fetch. */
export const DEFAULT_PRICE = 0.00001942;

/** behaviour §9: 8 decimals under 0.001, otherwise 6, in US dollars written the visitor's way. */
export function formatPrice(price: number): string {
  const digits = price < 0.001 ? 8 : 6;
  return formatNumber(price, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** behaviour §9: the 24-hour change with its sign and 2 decimals, then " 24h". */
export function formatChange(change: number): string {
  const percent = formatNumber(change === 0 ? 0 : change / 100, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'always',
  });
  return t('ticker.change', { change: percent });
}
