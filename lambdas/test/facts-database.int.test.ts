import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { type FirestoreEmulator, startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { seedDonationLedger } from '../../scripts/local/ledger-seed.js';
import { LEDGER_NOTES } from '../contract/ledger.js';
import { CONTROL_CHANGES } from '../facts/recorded-changes.js';
import { TOKEN_SAFETY } from '../facts/token-safety.js';
import { WALLET_BALANCE } from '../facts/wallet-balance.js';
import { CONTROL_STATE } from '../facts/watch-wallet-control.js';
import { LEDGER, ledgerDoc, monthsOf, transactionsOf } from '../ledger/ledger-store.js';
import { databaseRoles } from './database-roles.js';
import { chainDb, dbOf, testDb } from './firestore-admin.js';

// ADR 37's amendment: the believed facts live in a database of their own that only the watch identity
// writes. This file's emulator models the Google roles at the wire (database-roles.ts), and the watches
// run as deployed (DATABASE=facts): they write the facts database alone, and the holder feed's identity,
// which the webhook holds, is refused a write to the believed facts.
const PROJECT_ID = 'demo-facts-database';
const MINT = fakePublicKey('facts-db-mint');
const WALLET = fakePublicKey('facts-db-wallet');
const { roles, configureServer } = databaseRoles();
let emulator: FirestoreEmulator;
let rpc: FakeSolanaRpc;

async function as<T>(identity: 'holder-feed' | 'watch' | 'reader' | 'admin', run: () => Promise<T>) {
  roles.identity = identity;
  try {
    return await run();
  } finally {
    roles.identity = undefined;
  }
}

interface DumpedDocument {
  fields?: Record<string, unknown>;
  collections?: Record<string, { documents?: Record<string, DumpedDocument> }>;
}

/** The paths of the documents stored in one database of this file's emulator. */
function storedPaths(database: string): string[] {
  const dump = emulator.dump() as {
    projects?: Record<string, { databases?: Record<string, DumpedDocument> }>;
  };
  const paths: string[] = [];
  const walk = (node: DumpedDocument, prefix: string) => {
    for (const [collection, { documents = {} }] of Object.entries(node.collections ?? {})) {
      for (const [id, doc] of Object.entries(documents)) {
        const path = `${prefix}${collection}/${id}`;
        if (Object.keys(doc.fields ?? {}).length > 0) paths.push(path);
        walk(doc, `${path}/`);
      }
    }
  };
  const root = dump.projects?.[PROJECT_ID]?.databases?.[database];
  if (root) walk(root, '');
  return paths.sort();
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;
const handlers: Record<'safety' | 'control' | 'ledger', Handler> = {} as never;

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  rpc = await startFakeSolanaRpc();
  rpc.setMint({ address: MINT, supply: 1_000n, decimals: 0, mintAuthority: null, freezeAuthority: null });
  rpc.setBalance(WALLET, 1_000_000_000);
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIRESTORE_REST_EMULATOR_HOST: emulator.restHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'facts-database-admin',
    TOKEN_MINT: MINT,
    DONATION_WALLET: WALLET,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '2000',
    // As the deployment sets it for the watches: no other database is opened.
    DATABASE: 'facts',
  });
  handlers.safety = ((await import('../functions/watch-token-safety.js')) as { handler: Handler }).handler;
  handlers.control = ((await import('../functions/watch-wallet-control.js')) as { handler: Handler }).handler;
  handlers.ledger = (
    (await import('../functions/import-donation-ledger.js')) as { handler: Handler }
  ).handler;
});
afterAll(async () => {
  await rpc.stop();
  await emulator.stop();
});
beforeEach(() => {
  roles.refused = [];
});

const context = { awsRequestId: 'facts-database' } as Context;

describe("the believed facts in a database only the watches write (ADR 37's amendment)", () => {
  it('the two watches, as the watch identity, write the facts database alone', async () => {
    await as('watch', () => handlers.safety({}, context));
    await as('watch', () => handlers.control({}, context));
    expect(roles.refused).toEqual([]);
    expect(storedPaths('facts')).toEqual(
      [
        `${TOKEN_SAFETY}/${MINT}`,
        `${CONTROL_STATE.collection}/${CONTROL_STATE.doc}`,
        `${WALLET_BALANCE}/${WALLET}`,
      ].sort(),
    );
    expect(storedPaths('chain')).toEqual([]);
    expect(storedPaths('(default)')).toEqual([]);
  });

  it("refuses the holder feed's identity, which the webhook holds, a write to the believed facts (the model)", async () => {
    await as('holder-feed', async () => {
      await expect(
        dbOf(TOKEN_SAFETY).collection(TOKEN_SAFETY).doc(MINT).set({ forged: true }),
      ).rejects.toMatchObject({ code: 7 });
      await expect(
        dbOf(CONTROL_CHANGES).collection(CONTROL_CHANGES).add({ forged: true }),
      ).rejects.toMatchObject({
        code: 7,
      });
      await expect(
        dbOf(CONTROL_STATE.collection).collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc).delete(),
      ).rejects.toMatchObject({ code: 7 });
      await expect(
        dbOf(WALLET_BALANCE).collection(WALLET_BALANCE).doc(WALLET).set({ lamports: 1 }),
      ).rejects.toMatchObject({ code: 7 });
    });
    expect(new Set(roles.refused)).toEqual(new Set(['Commit on facts']));
    // Neither the reader nor the administrator writes them either.
    await as('reader', async () => {
      await expect(dbOf(TOKEN_SAFETY).collection(TOKEN_SAFETY).doc('r').set({})).rejects.toMatchObject({
        code: 7,
      });
    });
    await as('admin', async () => {
      await expect(dbOf(TOKEN_SAFETY).collection(TOKEN_SAFETY).doc('a').set({})).rejects.toMatchObject({
        code: 7,
      });
    });
    expect(storedPaths('facts').filter((path) => /\/(r|a)$/.test(path))).toEqual([]);
  });

  it("the ledger import, as the watch identity, writes the donation ledger in the facts database alone (ADR 37's amendments)", async () => {
    seedDonationLedger(rpc, WALLET, MINT, {
      prefix: 'facts-db-ledger',
      startTime: Date.UTC(2026, 8, 20) / 1000,
    });
    await as('watch', () => handlers.ledger({}, context));
    expect(roles.refused).toEqual([]);
    const ledger = storedPaths('facts').filter((path) => path.startsWith(`${LEDGER}/${WALLET}/`));
    expect(ledger.some((path) => path.includes('/transactions/'))).toBe(true);
    expect(ledger.some((path) => path.includes('/months/'))).toBe(true);
    expect(storedPaths('chain')).toEqual([]);
    expect(storedPaths('(default)')).toEqual([]);
  });

  it("refuses the holder feed's identity, which the webhook holds, any write or read of the ledger (the model)", async () => {
    const facts = dbOf(LEDGER);
    await as('holder-feed', async () => {
      await expect(
        transactionsOf(facts, WALLET).doc('forged-signature').set({ month: '2026-11' }),
      ).rejects.toMatchObject({ code: 7 });
      await expect(monthsOf(facts, WALLET).doc('2026-11').set({ in_SOL: '1' })).rejects.toMatchObject({
        code: 7,
      });
      await expect(ledgerDoc(facts, WALLET).delete()).rejects.toMatchObject({ code: 7 });
      await expect(transactionsOf(facts, WALLET).get()).rejects.toMatchObject({ code: 7 });
    });
    expect(new Set(roles.refused)).toEqual(new Set(['Commit on facts', 'RunQuery on facts']));
    expect(storedPaths('facts')).not.toContain(`${LEDGER}/${WALLET}/transactions/forged-signature`);
  });

  it('lets the administrator read the ledger its notes are written on, and write notes but never the ledger (the model)', async () => {
    const facts = dbOf(LEDGER);
    await as('admin', async () => {
      expect((await transactionsOf(facts, WALLET).get()).size).toBeGreaterThan(0);
      await expect(
        transactionsOf(facts, WALLET).doc('forged-signature').set({ month: '2026-11' }),
      ).rejects.toMatchObject({ code: 7 });
      await testDb().collection(LEDGER_NOTES).doc('facts-db-note').set({ note: 'Paid the artist' });
    });
    expect(new Set(roles.refused)).toEqual(new Set(['Commit on facts']));
    expect(storedPaths('(default)')).toEqual([`${LEDGER_NOTES}/facts-db-note`]);
  });

  it('allows the watch identity its own database only: no content, no chain data (the model)', async () => {
    await as('watch', async () => {
      await expect(testDb().collection('faq').doc('defaced').set({ question: 'x' })).rejects.toMatchObject({
        code: 7,
      });
      await expect(chainDb().collection('holderFeed').doc(MINT).set({ count: 1 })).rejects.toMatchObject({
        code: 7,
      });
      await expect(chainDb().collection('newHolders').doc('n').get()).rejects.toMatchObject({ code: 7 });
      await dbOf(TOKEN_SAFETY).collection(TOKEN_SAFETY).doc('model-check').set({ ok: true });
    });
    expect(new Set(roles.refused)).toEqual(
      new Set(['Commit on (default)', 'Commit on chain', 'BatchGetDocuments on chain']),
    );
    expect(storedPaths('facts')).toContain(`${TOKEN_SAFETY}/model-check`);
    expect(storedPaths('chain')).toEqual([]);
  });

  it('a function of the watch identity does not even open the content or the chain database', async () => {
    const { getDatabase } = await import('../platform/database/firestore.js');
    const { getRestDatabase } = await import('../platform/database/rest-database.js');
    const { getChainDatabase } = await import('../platform/database/chain-database.js');
    const { getChainRestDatabase } = await import('../platform/database/chain-rest-database.js');
    const { FACTS_ONLY_MESSAGE } = await import('../platform/database/database-credential.js');
    for (const open of [getDatabase, getRestDatabase, getChainDatabase, getChainRestDatabase]) {
      await expect(open()).rejects.toThrow(FACTS_ONLY_MESSAGE);
    }
  });
});
