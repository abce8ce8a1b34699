import { describe, expect, it } from 'vitest';
import { burnedAmount, rawSupply } from './burns';

describe('burnedAmount', () => {
  it('adds what the burn addresses hold to how much the supply shrank', () => {
    expect(
      burnedAmount({ initialSupply: 1_000n, decimals: 2, supply: 90_000n, burnBalances: [500n, 250n] }),
    ).toEqual({
      reduction: 10_000n,
      held: 750n,
      total: 10_750n,
    });
  });

  it('never counts a supply above the initial one as a negative burn', () => {
    expect(burnedAmount({ initialSupply: 10n, decimals: 0, supply: 12n, burnBalances: [] })).toEqual({
      reduction: 0n,
      held: 0n,
      total: 0n,
    });
  });

  it('turns whole tokens into raw units', () => {
    expect(rawSupply(1_000_000_000n, 6)).toBe(1_000_000_000_000_000n);
  });
});
