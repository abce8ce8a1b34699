import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.js';

// An emulator of its own (not the project's shared one), so the lock timeout can be short.
let emulator: FirestoreEmulator;
let app: App;
let db: Firestore;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ transactionTimeoutMs: 1500 });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: 'demo-emulator-test' }, 'firestore-emulator-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
  process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

const increment = (path: string) =>
  db.runTransaction(async (tx) => {
    const snapshot = await tx.get(db.doc(path));
    tx.update(db.doc(path), { n: (snapshot.get('n') as number) + 1 });
  });

describe('startFirestoreEmulator', () => {
  it('binds loopback on a free port', () => {
    expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('keeps named databases apart, over gRPC and over the REST front (ADR 37)', async () => {
    const chain = getFirestore(app, 'chain');
    await db.doc('apart/same').set({ v: 'default' });
    await chain.doc('apart/same').set({ v: 'chain' });
    await chain.doc('apart/only-chain').set({ v: 'chain' });
    expect((await db.doc('apart/same').get()).get('v')).toBe('default');
    expect((await chain.doc('apart/same').get()).get('v')).toBe('chain');
    expect((await db.doc('apart/only-chain').get()).exists).toBe(false);
    expect((await db.collection('apart').get()).size).toBe(1);
    expect((await chain.collection('apart').get()).size).toBe(2);
    const runQuery = async (database: string) => {
      const root = `projects/demo-emulator-test/databases/${database}/documents`;
      const answer = await fetch(`http://${emulator.restHost}/v1/${root}:runQuery`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'apart' }] } }),
      });
      const rows = (await answer.json()) as { document?: { fields: { v: { stringValue: string } } } }[];
      return rows.flatMap((row) => (row.document ? [row.document.fields.v.stringValue] : []));
    };
    expect(await runQuery('(default)')).toEqual(['default']);
    expect(await runQuery('chain')).toEqual(['chain', 'chain']);
  });

  it('reads back ordered queries', async () => {
    await Promise.all([3, 1, 2].map((order) => db.doc(`ordered/d${order}`).set({ order })));
    const snapshot = await db.collection('ordered').orderBy('order', 'desc').get();
    expect(snapshot.docs.map((d) => d.id)).toEqual(['d3', 'd2', 'd1']);
  });

  it('loses no update when 20 read-modify-write transactions run at once', async () => {
    await db.doc('counters/a').set({ n: 0 });
    await Promise.all(Array.from({ length: 20 }, () => increment('counters/a')));
    expect((await db.doc('counters/a').get()).get('n')).toBe(20);
  });

  it('frees the lock when a transaction fails, so the next one runs', async () => {
    await db.doc('counters/b').set({ n: 0 });
    const failing = db.runTransaction(async (tx) => {
      await tx.get(db.doc('counters/b'));
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    await increment('counters/b');
    expect((await db.doc('counters/b').get()).get('n')).toBe(1);
  });

  it('aborts a transaction that holds the lock too long, and the client retries it', async () => {
    await db.doc('counters/c').set({ n: 0 });
    let attempts = 0;
    const slow = db.runTransaction(async (tx) => {
      attempts += 1;
      const snapshot = await tx.get(db.doc('counters/c'));
      if (attempts === 1) await new Promise((resolve) => setTimeout(resolve, 2000));
      tx.update(db.doc('counters/c'), { n: (snapshot.get('n') as number) + 1 });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await increment('counters/c');
    await slow;
    expect(attempts).toBe(2);
    expect((await db.doc('counters/c').get()).get('n')).toBe(2);
  });
});
