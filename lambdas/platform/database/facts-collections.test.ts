import { describe, expect, it } from 'vitest';
import { CONTROL_CHANGES } from '../../facts/recorded-changes.js';
import { TOKEN_SAFETY } from '../../facts/token-safety.js';
import { WALLET_BALANCE } from '../../facts/wallet-balance.js';
import { CONTROL_STATE } from '../../facts/watch-wallet-control.js';
import { LEDGER } from '../../ledger/ledger-store.js';
import { CHAIN_COLLECTIONS } from './chain-collections.js';
import { FACTS_COLLECTIONS, factsAndContent, isFactsPath } from './facts-collections.js';
import type { ReadCollection, ReadDatabase } from './read-database.js';

describe('the believed facts (ADR 37, amendment)', () => {
  it("are the collections the two watches and the ledger import write, the wallet's balance included", () => {
    expect([...FACTS_COLLECTIONS].sort()).toEqual(
      [CONTROL_STATE.collection, CONTROL_CHANGES, TOKEN_SAFETY, WALLET_BALANCE, LEDGER].sort(),
    );
  });

  it('are no chain data: each collection lives in one database', () => {
    expect(FACTS_COLLECTIONS.filter((name) => CHAIN_COLLECTIONS.includes(name))).toEqual([]);
  });

  it('tell a believed fact from chain data and content', () => {
    expect(isFactsPath('tokenSafety/mint')).toBe(true);
    expect(isFactsPath('donationLedger/w/transactions')).toBe(true);
    for (const path of ['holderFeed', 'newHolders', 'donations', 'ledgerNotes', 'tokenSafetyX', '']) {
      expect(isFactsPath(path)).toBe(false);
    }
  });

  it("read the ledger in the facts database when joined with content, the administrator's notes in the content one", () => {
    const named = (name: string): ReadDatabase => ({
      collection: (path) => ({ name, path }) as unknown as ReadCollection,
    });
    const both = factsAndContent(named('content'), named('facts'));
    expect(both.collection('donationLedger/w/transactions')).toEqual({
      name: 'facts',
      path: 'donationLedger/w/transactions',
    });
    expect(both.collection('ledgerNotes')).toEqual({ name: 'content', path: 'ledgerNotes' });
  });
});
