import { describe, expect, it } from 'vitest';
import { CONTROL_CHANGES } from '../../facts/recorded-changes.js';
import { TOKEN_SAFETY } from '../../facts/token-safety.js';
import { WALLET_BALANCE } from '../../facts/wallet-balance.js';
import { CONTROL_STATE } from '../../facts/watch-wallet-control.js';
import { CHAIN_COLLECTIONS } from './chain-collections.js';
import { FACTS_COLLECTIONS, isFactsPath } from './facts-collections.js';

describe('the believed facts (ADR 37, amendment)', () => {
  it("are the collections the two watches write, the wallet's balance included", () => {
    expect([...FACTS_COLLECTIONS].sort()).toEqual(
      [CONTROL_STATE.collection, CONTROL_CHANGES, TOKEN_SAFETY, WALLET_BALANCE].sort(),
    );
  });

  it('are no chain data: each collection lives in one database', () => {
    expect(FACTS_COLLECTIONS.filter((name) => CHAIN_COLLECTIONS.includes(name))).toEqual([]);
  });

  it('tell a believed fact from chain data and content', () => {
    expect(isFactsPath('tokenSafety/mint')).toBe(true);
    for (const path of ['holderFeed', 'newHolders', 'donations', 'tokenSafetyX', '']) {
      expect(isFactsPath(path)).toBe(false);
    }
  });
});
