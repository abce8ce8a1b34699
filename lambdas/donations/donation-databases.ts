import { getChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { bounded, readTimeout } from '../platform/database/database-deadline.js';
import { getFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { getRestDatabase } from '../platform/database/rest-database.js';

/** The three databases a donation read joins (ADR 37): content (the goals), chain (the webhook's receipts), facts (the ledger's). */
export interface DonationDatabases {
  content: ReadDatabase;
  chain: ReadDatabase;
  facts: ReadDatabase;
}

/** A public read over the three databases, within the read deadline. */
export function withDonationDatabases<T>(operation: (dbs: DonationDatabases) => Promise<T>): Promise<T> {
  const open = async () => {
    const [content, chain, facts] = await Promise.all([
      getRestDatabase(),
      getChainRestDatabase(),
      getFactsRestDatabase(),
    ]);
    return { content, chain, facts };
  };
  return bounded(open, operation, readTimeout);
}
