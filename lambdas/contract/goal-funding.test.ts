import { describe, expect, it } from 'vitest';
import { goalFunding } from './goal-funding.js';

const SOL = 1_000_000_000n;
const goals = [
  { id: 'a', reference: 'refA', targetLamports: 10n * SOL, active: true },
  { id: 'b', reference: 'refB', targetLamports: 10n * SOL, active: true },
  { id: 'c', targetLamports: 10n * SOL, active: true },
];

describe('goalFunding', () => {
  it('funds a goal by its own gifts first, then shares out only what they leave of the balance', () => {
    const funding = goalFunding(goals, 15n * SOL, [
      { reference: 'refB', lamports: String(4n * SOL), gifts: 2 },
    ]);
    // 15 SOL held, 4 of them given to b: 11 with no goal, a takes 10, b 1 more (its own 4 count once).
    expect(funding.get('a')).toEqual({
      ownLamports: 0n,
      ownGifts: 0,
      sharedLamports: 10n * SOL,
      fundedLamports: 10n * SOL,
    });
    expect(funding.get('b')).toEqual({
      ownLamports: 4n * SOL,
      ownGifts: 2,
      sharedLamports: SOL,
      fundedLamports: 5n * SOL,
    });
    expect(funding.get('c')?.fundedLamports).toBe(0n);
  });

  it('keeps a goal’s gifts above its target its own and shares out nothing when they exceed the balance', () => {
    const funding = goalFunding(goals, 3n * SOL, [
      { reference: 'refA', lamports: String(12n * SOL), gifts: 3 },
    ]);
    expect(funding.get('a')).toEqual({
      ownLamports: 12n * SOL,
      ownGifts: 3,
      sharedLamports: 0n,
      fundedLamports: 10n * SOL,
    });
    expect(funding.get('b')?.fundedLamports).toBe(0n);
  });

  it('gives an inactive goal its own gifts and no share, and counts own gifts while the balance is unknown', () => {
    const funding = goalFunding(
      [{ ...goals[0], active: false } as (typeof goals)[0], goals[1] as (typeof goals)[0]],
      null,
      [{ reference: 'refA', lamports: '5', gifts: 1 }],
    );
    expect(funding.get('a')).toEqual({
      ownLamports: 5n,
      ownGifts: 1,
      sharedLamports: null,
      fundedLamports: 5n,
    });
    expect(funding.get('b')).toEqual({
      ownLamports: 0n,
      ownGifts: 0,
      sharedLamports: null,
      fundedLamports: 0n,
    });
  });
});
