import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { type FirestoreEmulator, startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import addresses from '../holders/fixtures/addresses.json' with { type: 'json' };
import classic from '../holders/fixtures/delivery-classic-transfer.json' with { type: 'json' };
import { apiClient } from './api.js';
import { databaseRoles } from './database-roles.js';
import { chainDb, testDb } from './firestore-admin.js';

// ADR 37: chain data in a database of its own. This file's emulator models the Google roles at the wire
// (database-roles.ts), and the functions run as deployed for the holder feed's identity (DATABASE=chain):
// the webhook and the reconciler write the chain database alone, and a content write with the holder
// feed's grants is refused.
const PROJECT_ID = 'demo-chain-database';
const SECRET = 'chain-database-webhook-secret';
const MINT = addresses.mint;
const { roles, configureServer } = databaseRoles();
let emulator: FirestoreEmulator;
let rpc: FakeSolanaRpc;
let call: ReturnType<typeof apiClient>;
let reconcile: () => Promise<unknown>;

/** Runs `run` as `identity` in the model of the roles; the tests' own reads and seeds run outside it. */
async function as<T>(identity: 'holder-feed' | 'reader' | 'admin', run: () => Promise<T>): Promise<T> {
  roles.identity = identity;
  try {
    return await run();
  } finally {
    roles.identity = undefined;
  }
}

const CHAIN = 'chain';

interface DumpedDocument {
  fields?: Record<string, unknown>;
  collections?: Record<string, { documents?: Record<string, DumpedDocument> }>;
}

/** The paths of the documents stored in one database of this file's emulator (a read leaves none). */
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

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  rpc = await startFakeSolanaRpc();
  const env = {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIRESTORE_REST_EMULATOR_HOST: emulator.restHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'chain-database-admin',
    TOKEN_MINT: MINT,
    HOLDER_WEBHOOK_SECRET: SECRET,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '500',
    HOLDER_FULL_SCAN_MINUTES: '0',
    // As the deployment sets it for the holder feed's functions: the content database is never opened.
    DATABASE: 'chain',
  };
  Object.assign(process.env, env);
  call = apiClient(env);
  const module = await import('../functions/reconcile-holders.js');
  reconcile = () => module.handler({}, {} as never);
});
afterAll(async () => {
  await rpc.stop();
  await emulator.stop();
});

beforeEach(() => {
  roles.refused = [];
});

describe('chain data in its own database (ADR 37)', () => {
  it('the reconciler, as the holder feed, writes the chain database alone', async () => {
    rpc.setHolding(MINT, fakePublicKey('chain-db-wallet-a'), 10n);
    rpc.setHolding(MINT, fakePublicKey('chain-db-wallet-b'), 20n);
    await expect(as('holder-feed', reconcile)).resolves.toMatchObject({ imported: true, count: 2 });
    expect(roles.refused).toEqual([]);
    expect(storedPaths(CHAIN)).toContain(`holderFeed/${MINT}`);
    expect(storedPaths('(default)')).toEqual([]);
  });

  it('the webhook, as the holder feed, records a new holder in the chain database alone', async () => {
    await chainDb()
      .collection('holderFeed')
      .doc(MINT)
      .set({ mint: MINT, importedAt: Timestamp.now() }, { merge: true });
    const answer = await as('holder-feed', () =>
      call('POST', '/api/new-holders/webhook', { json: classic, headers: { authorization: SECRET } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.recorded).toBeGreaterThan(0);
    expect(roles.refused).toEqual([]);
    expect(storedPaths(CHAIN).filter((p) => p.startsWith('newHolders/'))).toHaveLength(answer.body.recorded);
    expect(storedPaths('(default)')).toEqual([]);
  });

  it('refuses a content write with the holder feed’s grants, and lets it write chain data (the model)', async () => {
    await as('holder-feed', async () => {
      await expect(testDb().collection('faq').doc('defaced').set({ question: 'x' })).rejects.toMatchObject({
        code: 7,
      });
      await expect(testDb().collection('ledgerNotes').doc('sig').set({ note: 'x' })).rejects.toMatchObject({
        code: 7,
      });
      await expect(testDb().collection('adminSessions').doc('s').get()).rejects.toMatchObject({ code: 7 });
      await chainDb().collection('holderFeed').doc('model-check').set({ ok: true });
    });
    // Each refusal (the client library tries some again) is of the content database.
    expect(new Set(roles.refused)).toEqual(
      new Set(['Commit on (default)', 'BatchGetDocuments on (default)']),
    );
    expect(storedPaths('(default)')).toEqual([]);
    expect(storedPaths(CHAIN)).toContain('holderFeed/model-check');
    // The reader writes nothing; the administrator writes content, not chain data.
    await as('reader', async () => {
      await expect(chainDb().collection('holderFeed').doc('r').set({})).rejects.toMatchObject({ code: 7 });
    });
    await as('admin', async () => {
      await expect(chainDb().collection('newHolders').doc('a').set({})).rejects.toMatchObject({ code: 7 });
    });
  });

  it('a function of the holder feed’s identity does not even open the content or the facts database', async () => {
    const { getDatabase } = await import('../platform/database/firestore.js');
    const { getRestDatabase } = await import('../platform/database/rest-database.js');
    const { getFactsDatabase } = await import('../platform/database/facts-database.js');
    const { CHAIN_ONLY_MESSAGE } = await import('../platform/database/database-credential.js');
    await expect(getDatabase()).rejects.toThrow(CHAIN_ONLY_MESSAGE);
    await expect(getRestDatabase()).rejects.toThrow(CHAIN_ONLY_MESSAGE);
    // The believed facts and the ledger (ADR 37, amendment): the webhook's key never writes them.
    await expect(getFactsDatabase()).rejects.toThrow(CHAIN_ONLY_MESSAGE);
  });
});
