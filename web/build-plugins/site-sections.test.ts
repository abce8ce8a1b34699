import { describe, expect, it } from 'vitest';
import type { BelowFoldKey } from '../src/config/site-below-fold';
import { BELOW_FOLD_KEYS } from './site-sections';

// Both ways: every key the build moves is one the page reads from belowFoldSite, and back.
const typed: Record<BelowFoldKey, true> = {
  official: true,
  supply: true,
  tokenomics: true,
  aiModerator: true,
  donationControl: true,
  donate: true,
};

describe('site sections of the first load and of the lower part', () => {
  it('moves exactly the keys the page reads from belowFoldSite', () => {
    expect([...BELOW_FOLD_KEYS].sort()).toEqual(Object.keys(typed).sort());
    const each: readonly BelowFoldKey[] = BELOW_FOLD_KEYS;
    expect(each).toHaveLength(6);
  });
});
