import { describe, expect, it } from 'vitest';
import { EVENTS, FEED } from '../../holders/feed-state.js';
import { LEDGER } from '../../ledger/ledger-store.js';
import { bothDatabases, CHAIN_COLLECTIONS, isChainPath } from './chain-collections.js';
import type { ReadCollection, ReadDatabase } from './read-database.js';

describe('the chain collections (ADR 37)', () => {
  it('are the collections the holder feed and the ledger write', () => {
    expect([...CHAIN_COLLECTIONS].sort()).toEqual([FEED, EVENTS, LEDGER].sort());
  });

  it('tell a chain path from content, notes and sessions', () => {
    expect(isChainPath('holderFeed')).toBe(true);
    expect(isChainPath('donationLedger/w/transactions')).toBe(true);
    for (const path of ['donations', 'ledgerNotes', 'adminSessions', 'holderFeedX', 'tokenSafety', '']) {
      expect(isChainPath(path)).toBe(false);
    }
  });

  it('are read in the chain database when both are joined, the rest in the content one', () => {
    const named = (name: string): ReadDatabase => ({
      collection: (path) => ({ name, path }) as unknown as ReadCollection,
    });
    const both = bothDatabases(named('content'), named('chain'));
    expect(both.collection('donationLedger/w/transactions')).toEqual({
      name: 'chain',
      path: 'donationLedger/w/transactions',
    });
    expect(both.collection('ledgerNotes')).toEqual({ name: 'content', path: 'ledgerNotes' });
  });
});
