import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FirestoreEmulator, startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { ANNOUNCEMENTS, OUTBOX_COLLECTION, queueDeliveries } from '../delivery/outbox.js';
import type { DatabaseIdentity } from '../routes.js';
import { databaseRoles } from './database-roles.js';
import { type DeliveryHarness, startDeliveryHarness } from './delivery-harness.js';
import { chainDb, factsDb, testDb } from './firestore-admin.js';

// ADR 37's sender amendment: the announcement sender holds a key of its own, granted the content
// database (where the announcements and the outbox are) and nothing else. This file's emulator models
// the Google roles at the wire (database-roles.ts): a run of the sender as that identity posts and records
// everything it must, and the same identity is refused the chain and the facts databases.
const PROJECT_ID = 'demo-sender-identity';
const { roles, configureServer } = databaseRoles();
let emulator: FirestoreEmulator;
let harness: DeliveryHarness;

async function as<T>(identity: DatabaseIdentity, run: () => Promise<T>) {
  roles.identity = identity;
  try {
    return await run();
  } finally {
    roles.identity = undefined;
  }
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIRESTORE_REST_EMULATOR_HOST: emulator.restHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
  });
  harness = await startDeliveryHarness();
});
afterAll(async () => {
  await harness.stop();
  await emulator.stop();
});
beforeEach(async () => {
  await harness.reset();
  roles.refused = [];
});

/** An announcement opted in to both chats and its deliveries queued, as the publish stores them. */
async function published(id: string) {
  const db = testDb();
  const after = {
    title: 'Burn done',
    body: 'We burned 1% of the supply.',
    kind: 'news',
    publishAt: new Date(harness.clock.now - 60_000).toISOString(),
    channels: { telegram: true, discord: true },
  };
  await db.runTransaction(async (tx) => {
    await queueDeliveries(db, tx, { id, after }, new Date(harness.clock.now - 60_000));
    tx.set(db.collection(ANNOUNCEMENTS).doc(id), after);
  });
}

describe('the announcement sender’s own identity (ADR 37, sender amendment)', () => {
  it('posts and records every delivery with the content database alone', async () => {
    await published('burn');
    const report = await as('sender', () => harness.run());
    expect(roles.refused).toEqual([]);
    expect(report).toMatchObject({ delivered: 2, failed: 0, unknown: 0 });
    expect(harness.telegram.received().map((post) => post.text)).toEqual([
      'Burn done\n\nWe burned 1% of the supply.\n\nhttps://vibie.example/news/burn',
    ]);
    expect(harness.discord.received()).toHaveLength(1);
    const states = await testDb().collection(OUTBOX_COLLECTION).get();
    expect(states.docs.map((doc) => doc.get('state'))).toEqual(['delivered', 'delivered']);
  });

  it('is refused the chain and the believed facts’ databases, read or write (the model)', async () => {
    await as('sender', async () => {
      await expect(chainDb().collection('holderFeed').doc('x').get()).rejects.toMatchObject({ code: 7 });
      await expect(chainDb().collection('holderFeed').doc('x').set({ count: 1 })).rejects.toMatchObject({
        code: 7,
      });
      await expect(factsDb().collection('tokenSafety').doc('x').get()).rejects.toMatchObject({ code: 7 });
      await expect(
        factsDb().collection('tokenSafety').doc('x').set({ at: Timestamp.now() }),
      ).rejects.toMatchObject({ code: 7 });
    });
    expect(new Set(roles.refused)).toEqual(
      new Set([
        'BatchGetDocuments on chain',
        'Commit on chain',
        'BatchGetDocuments on facts',
        'Commit on facts',
      ]),
    );
  });
});
