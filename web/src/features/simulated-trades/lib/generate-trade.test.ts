import { describe, expect, it } from 'vitest';
import { formatClock, formatQuantity, makeTrade, nextTradeDelay, randomQuantity } from './generate-trade';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('simulated trades', () => {
  it('draws quantities from behaviour §9 bands: 70% / 25% / 5%', () => {
    expect(randomQuantity(sequence(0, 0))).toBe(25_000);
    expect(randomQuantity(sequence(0.69, 1))).toBe(720_000);
    expect(randomQuantity(sequence(0.7, 0))).toBe(750_000);
    expect(randomQuantity(sequence(0.94, 1))).toBe(1_450_000);
    expect(randomQuantity(sequence(0.95, 0))).toBe(1_600_000);
    expect(randomQuantity(sequence(0.999, 1))).toBe(2_000_000);
  });

  it('keeps every quantity inside a band over many draws', () => {
    for (let i = 0; i < 2000; i++) {
      const q = randomQuantity();
      const inBand =
        (q >= 25_000 && q <= 720_000) ||
        (q >= 750_000 && q <= 1_450_000) ||
        (q >= 1_600_000 && q <= 2_000_000);
      expect(inBand).toBe(true);
    }
  });

  it('waits 8 to 10 s between trades', () => {
    expect(nextTradeDelay(() => 0)).toBe(8000);
    expect(nextTradeDelay(() => 1)).toBe(10_000);
  });

  it('stamps trades HH:MM on a 24-hour clock', () => {
    expect(formatClock(new Date(2025, 8, 21, 7, 5))).toBe('07:05');
    expect(formatClock(new Date(2025, 8, 21, 23, 59))).toBe('23:59');
    const trade = makeTrade('SELL', new Date(2025, 8, 21, 14, 30));
    expect(trade).toMatchObject({ side: 'SELL', timestamp: '14:30' });
    expect(trade.wallet).toMatch(/^[1-9A-HJ-NP-Za-km-z]{4}…[1-9A-HJ-NP-Za-km-z]{4}$/);
  });

  it('formats quantities compactly', () => {
    expect(formatQuantity(25_000)).toBe('25K');
    expect(formatQuantity(435_250)).toBe('435.3K');
    expect(formatQuantity(1_450_000)).toBe('1.45M');
  });
});
