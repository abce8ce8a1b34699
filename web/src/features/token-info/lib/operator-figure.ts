import { formatNumber } from '../../../lib/i18n/i18n';

/** A figure as the operator writes it, in English: digits grouped by ",", a "." decimal, then "%" or a unit. */
const FIGURE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(%)|\s+([A-Z0-9$]{2,12}))?$/;

/**
 * An operator's figure ("1,000,000,000 VIBIE", "0%", "2.5%") written the page's way ("1.000.000.000 VIBIE",
 * "%0" in Turkish), as the page's own figures are (behaviour §13), so a fact does not read
 * "1,000,000,000" above the chain's "1.000.000.000"; null for any other text.
 */
export function localizedFigure(text: string): string | null {
  const parts = FIGURE.exec(text.trim());
  if (!parts) return null;
  const [, whole = '', fraction = '', percent, unit] = parts;
  const digits = whole.replaceAll(',', '');
  const decimals = { minimumFractionDigits: fraction.length, maximumFractionDigits: fraction.length };
  if (percent)
    return formatNumber(Number(`${digits}.${fraction || '0'}`) / 100, { style: 'percent', ...decimals });
  // A whole number stays exact however large (a supply can pass 2^53 base units).
  const number = fraction
    ? formatNumber(Number(`${digits}.${fraction}`), decimals)
    : formatNumber(BigInt(digits));
  return unit ? `${number} ${unit}` : number;
}
