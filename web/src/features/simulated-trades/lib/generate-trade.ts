import { formatNumber } from '../../../lib/i18n/i18n';
/** behaviour §3: a simulated trade, generated on the client only. */
export interface SimulatedTrade {
  id: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  wallet: string;
  /** HH:MM, 24-hour. */
  timestamp: string;
}

/** behaviour §9: the first buy after 1 s, the first sell after 3 s, then one every 8 to 10 s. */
export const FIRST_BUY_MS = 1000;
export const FIRST_SELL_MS = 3000;
export const NEXT_TRADE_MIN_MS = 8000;
export const NEXT_TRADE_MAX_MS = 10_000;

type Random = () => number;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function between(min: number, max: number, random: Random): number {
  return Math.round(min + random() * (max - min));
}

/** behaviour §9: 70% from 25k to 720k, 25% from 750k to 1.45M, 5% from 1.6M to 2M. */
export function randomQuantity(random: Random = Math.random): number {
  const band = random();
  if (band < 0.7) return between(25_000, 720_000, random);
  if (band < 0.95) return between(750_000, 1_450_000, random);
  return between(1_600_000, 2_000_000, random);
}

/** Delay before the next trade after the first two. */
export function nextTradeDelay(random: Random = Math.random): number {
  return between(NEXT_TRADE_MIN_MS, NEXT_TRADE_MAX_MS, random);
}

/** A made-up wallet, shortened like "7xKX…9fQa" (one ellipsis character, ADR 31): it belongs to nobody. */
export function randomWallet(random: Random = Math.random): string {
  const pick = () => BASE58[Math.floor(random() * BASE58.length)] ?? '1';
  const head = Array.from({ length: 4 }, pick).join('');
  const tail = Array.from({ length: 4 }, pick).join('');
  return `${head}…${tail}`;
}

/** HH:MM on a 24-hour clock. */
export function formatClock(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** 25000 → "25K", 1450000 → "1.45M" in English; the locale's own short form elsewhere ("145万"). */
export function formatQuantity(quantity: number): string {
  const digits = quantity >= 1_000_000 ? 2 : 1;
  return formatNumber(quantity, { notation: 'compact', maximumFractionDigits: digits });
}

let sequence = 0;

/** One simulated trade on the given side. */
export function makeTrade(
  side: SimulatedTrade['side'],
  now: Date,
  random: Random = Math.random,
): SimulatedTrade {
  sequence += 1;
  return {
    id: `sim-${now.getTime()}-${sequence}`,
    side,
    quantity: randomQuantity(random),
    wallet: randomWallet(random),
    timestamp: formatClock(now),
  };
}
