import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE, formatChange, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows the default price with 8 decimals', () => {
    expect(formatPrice(DEFAULT_PRICE)).toBe('$0.00001942');
  });

  it('uses 8 decimals under 0.001 and 6 from 0.001 up', () => {
    expect(formatPrice(0.000999)).toBe('$0.00099900');
    expect(formatPrice(0.001)).toBe('$0.001000');
    expect(formatPrice(1.23456789)).toBe('$1.234568');
  });
});

describe('formatChange', () => {
  it('signs the change, keeps 2 decimals and appends " 24h"', () => {
    expect(formatChange(3.256)).toBe('+3.26% 24h');
    expect(formatChange(-3.2)).toBe('-3.20% 24h');
    expect(formatChange(0)).toBe('+0.00% 24h');
  });
});
