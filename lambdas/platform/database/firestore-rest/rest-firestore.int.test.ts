import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FirestoreRestError, RestFirestore } from './rest-firestore.js';

// The REST reader against the emulator's REST front, over data firebase-admin wrote: the read path
// the public routes take deployed, on the same emulator as the rest of the tests.
const projectId = process.env.FIREBASE_PROJECT_ID as string;
const origin = `http://${process.env.FIRESTORE_REST_EMULATOR_HOST}`;
const reader = new RestFirestore({ projectId, origin, token: () => 'owner', timeoutMs: 2000 });
const app = getApps()[0] ?? initializeApp({ projectId });
const db = getFirestore(app);
const MINT = 'RestFirestoreMint1111111111111111111111111111';

beforeAll(async () => {
  const feed = db.collection('holderFeed').doc(MINT);
  await feed.set({ count: 12, measuredAt: Timestamp.fromDate(new Date('2026-11-20T08:00:00.123Z')) });
  await Promise.all(
    ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'].map((day, i) =>
      feed
        .collection('daily')
        .doc(day)
        .set({ day, count: 10 + i }),
    ),
  );
});

describe('the REST reader', () => {
  it('reads a document by path, its times as Timestamps', async () => {
    const doc = await reader.collection('holderFeed').doc(MINT).get();
    expect(doc.exists).toBe(true);
    expect(doc.id).toBe(MINT);
    expect(doc.get('count')).toBe(12);
    expect((doc.get('measuredAt') as Timestamp).toDate().toISOString()).toBe('2026-11-20T08:00:00.123Z');
  });

  it('answers a missing document as not existing', async () => {
    const doc = await reader.collection('holderFeed').doc('no-such-mint').get();
    expect(doc.exists).toBe(false);
    expect(doc.data()).toBeUndefined();
    expect(doc.get('count')).toBeUndefined();
  });

  it('filters, orders and limits a query in a subcollection', async () => {
    const snapshot = await reader
      .collection('holderFeed')
      .doc(MINT)
      .collection('daily')
      .where('day', '>=', '2026-11-19')
      .orderBy('day', 'desc')
      .limit(2)
      .get();
    expect(snapshot.docs.map((doc) => [doc.id, doc.get('count')])).toEqual([
      ['2026-11-21', 13],
      ['2026-11-20', 12],
    ]);
    expect(snapshot.empty).toBe(false);
  });

  it('answers an empty collection with no documents', async () => {
    const snapshot = await reader.collection('rest-reader-nothing').limit(5).get();
    expect(snapshot.docs).toEqual([]);
    expect(snapshot.empty).toBe(true);
  });

  it("passes on a refusal with its gRPC code (a request without Firestore's credential)", async () => {
    const unsigned = new RestFirestore({ projectId, origin, token: () => '', timeoutMs: 2000 });
    const error = await unsigned
      .collection('faq')
      .limit(1)
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FirestoreRestError);
    expect(error).toMatchObject({ code: 16 });
  });

  it('calls a database that does not answer, or answers garbage, UNAVAILABLE', async () => {
    const server = createServer((request, response) => {
      if (request.url?.includes('hang')) return;
      response.writeHead(502).end('<html>bad gateway</html>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const garbage = new RestFirestore({
        projectId,
        origin: `http://127.0.0.1:${port}`,
        token: () => 't',
        timeoutMs: 500,
      });
      await expect(garbage.collection('faq').get()).rejects.toMatchObject({ code: 14, message: /502/ });
      const silent = new RestFirestore({
        projectId: 'hang',
        origin: `http://127.0.0.1:${port}`,
        token: () => 't',
        timeoutMs: 300,
      });
      await expect(silent.collection('faq').get()).rejects.toMatchObject({ code: 14, message: /no answer/ });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses paths and field names it would have to quote, before sending anything', async () => {
    expect(() => reader.collection('holderFeed/x')).toThrow('Not a collection path');
    expect(() => reader.collection('holderFeed').doc('a/b')).toThrow('Not a document id');
    await expect(reader.collection('faq').orderBy('a.b').get()).rejects.toThrow(
      'Unsupported field path: a.b',
    );
  });

  it('reads and creates in the database it names, and in no other (ADR 37)', async () => {
    const chain = new RestFirestore({
      projectId,
      origin,
      token: () => 'owner',
      timeoutMs: 2000,
      databaseId: 'chain',
    });
    expect(chain.root).toBe(`projects/${projectId}/databases/chain/documents`);
    const id = `rest-chain-${Date.now()}`;
    await chain.create([{ path: `newHolders/${id}`, data: { wallet: 'w' } }]);
    expect((await getFirestore(app, 'chain').doc(`newHolders/${id}`).get()).get('wallet')).toBe('w');
    expect((await db.doc(`newHolders/${id}`).get()).exists).toBe(false);
    expect((await chain.collection('newHolders').doc(id).get()).exists).toBe(true);
    expect((await reader.collection('newHolders').doc(id).get()).exists).toBe(false);
  });
});
