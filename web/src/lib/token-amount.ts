import { formatNumber } from './i18n/i18n';
/** Raw units (a decimal string or bigint) as whole tokens in the page locale, at most `digits` decimals. */
export function formatTokens(raw: string | bigint, decimals: number, digits = 2): string {
  const value = typeof raw === 'bigint' ? raw : BigInt(raw);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  const fraction = value % unit;
  const wholeText = formatNumber(whole);
  if (fraction === 0n || digits === 0) return wholeText;
  const decimalsText = fraction.toString().padStart(decimals, '0').slice(0, digits).replace(/0+$/, '');
  // The locale's decimal sign, taken from a number that has one.
  const point = formatNumber(0.5).replace(/\p{Nd}/gu, '');
  const digitsText = decimalsText.replace(/\d/g, (d) => formatNumber(Number(d)));
  return decimalsText ? `${wholeText}${point}${digitsText}` : wholeText;
}

/** A dash: an amount that cannot be read. */
export const NO_AMOUNT = '—';

/**
 * As {@link formatTokens}, for an amount from an answer: anything but a string of digits (a total
 * served as "1.1e+21", a null, a negative) or impossible decimals gives a dash instead of throwing.
 */
export function formatRawOrDash(raw: unknown, decimals: unknown, digits = 2): string {
  if (typeof raw !== 'string' || !/^\d{1,40}$/.test(raw)) return NO_AMOUNT;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 30)
    return NO_AMOUNT;
  return formatTokens(raw, decimals, digits);
}

/** A share (0 to 1) as a percentage with up to two decimals. */
export function formatShare(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 2 });
}

/** An address shortened for a narrow column: first and last four characters. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
