import { describe, expect, it } from 'vitest';
import { RECEIPTS } from '../../donations/receipt-store.js';
import { EVENTS, FEED } from '../../holders/feed-state.js';
import { CHAIN_COLLECTIONS, isChainPath } from './chain-collections.js';

describe('the chain collections (ADR 37)', () => {
  it('are the collections the holder feed and the donation webhook write', () => {
    expect([...CHAIN_COLLECTIONS].sort()).toEqual([FEED, EVENTS, RECEIPTS].sort());
  });

  it('tell a chain path from content, notes and sessions', () => {
    expect(isChainPath('holderFeed')).toBe(true);
    // The ledger is a believed fact (ADR 37, "Amendment: the ledger among the believed facts").
    for (const path of [
      'donationLedger/w/transactions',
      'donations',
      'ledgerNotes',
      'adminSessions',
      'holderFeedX',
      'tokenSafety',
      '',
    ]) {
      expect(isChainPath(path)).toBe(false);
    }
  });
});
