import { describe, expect, it } from 'vitest';
import { CONTROL_CHANGES } from '../../facts/recorded-changes.js';
import { TOKEN_SAFETY } from '../../facts/token-safety.js';
import { WALLET_BALANCE } from '../../facts/wallet-balance.js';
import { CONTROL_STATE } from '../../facts/watch-wallet-control.js';
import { EVENTS, FEED } from '../../holders/feed-state.js';
import { LEDGER } from '../../ledger/ledger-store.js';
import { bothDatabases, CHAIN_COLLECTIONS, isChainPath } from './chain-collections.js';
import type { ReadCollection, ReadDatabase } from './read-database.js';

describe('the chain collections (ADR 37)', () => {
  it('are the collections the holder feed, the ledger and the two watches write', () => {
    expect([...CHAIN_COLLECTIONS].sort()).toEqual(
      [FEED, EVENTS, LEDGER, CONTROL_STATE.collection, CONTROL_CHANGES, TOKEN_SAFETY, WALLET_BALANCE].sort(),
    );
  });

  it('tell a chain path from content, notes and sessions', () => {
    expect(isChainPath('holderFeed')).toBe(true);
    expect(isChainPath('donationLedger/w/transactions')).toBe(true);
    for (const path of ['donations', 'ledgerNotes', 'adminSessions', 'holderFeedX', '']) {
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
