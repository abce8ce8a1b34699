import { describe, expect, it } from 'vitest';
import { formatShare, formatTokens, shortAddress } from './token-amount';

describe('formatTokens', () => {
  it('shows raw units as whole tokens with grouping and at most two decimals', () => {
    expect(formatTokens('1000000000000000', 6)).toBe('1,000,000,000');
    expect(formatTokens(1_234_567n, 6)).toBe('1.23');
    expect(formatTokens('1', 6)).toBe('0');
    expect(formatTokens('18446744073709551615', 0)).toBe('18,446,744,073,709,551,615');
  });
});

describe('formatShare and shortAddress', () => {
  it('shows a share as a percentage and an address by its ends', () => {
    expect(formatShare(0.421052)).toBe('42.11%');
    expect(formatShare(1)).toBe('100%');
    expect(shortAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM');
  });
});
