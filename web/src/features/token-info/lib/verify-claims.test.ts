import { describe, expect, it } from 'vitest';
import { checkClaim, wholeSupply } from './verify-claims';

describe('wholeSupply', () => {
  it('turns base units into whole tokens exactly, past what a float holds', () => {
    expect(wholeSupply('1000000000000000', 6)).toBe('1,000,000,000');
    expect(wholeSupply('18446744073709551615', 9)).toBe('18,446,744,073.709551615');
    expect(wholeSupply('1500', 3)).toBe('1.5');
    expect(wholeSupply('42', 0)).toBe('42');
  });
});

describe('checkClaim', () => {
  const data = {
    mint: 'So11111111111111111111111111111111111111112',
    supply: '1000000000500000',
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
    tokenProgram: 'spl-token-2022' as const,
    readAt: '2026-01-01T00:00:00.000Z',
  };
  const expected = { mint: data.mint, totalSupply: '1,000,000,000' };

  it('compares the supply to the configured one to the last unit', () => {
    expect(checkClaim('supply', { status: 'ready', data }, expected)).toEqual({
      state: 'disagrees',
      chain: 'the supply is 1,000,000,000.5',
      readAt: data.readAt,
    });
    expect(
      checkClaim('supply', { status: 'ready', data }, { ...expected, totalSupply: '1000000000.5' }),
    ).toEqual({ state: 'verified', readAt: data.readAt });
  });

  it('marks a claim without `verify` as a statement, whatever the chain says', () => {
    expect(checkClaim(undefined, { status: 'unavailable' }, expected)).toEqual({ state: 'statement' });
  });
});
