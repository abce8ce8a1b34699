import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.js';

// The REST front reads and writes the same data as the gRPC emulator: written with firebase-admin
// (gRPC), read over REST, and the other way round; raw requests, as Google documents them.
let emulator: FirestoreEmulator;
let app: App;
let db: Firestore;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;
const DATABASE = 'projects/demo-rest-front/databases/(default)';

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: 'demo-rest-front' }, 'firestore-rest-front-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
  process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

async function post(path: string, body: unknown, authorization: string | null = 'Bearer owner') {
  const response = await fetch(`http://${emulator.restHost}/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('the Firestore REST front', () => {
  it('answers a query with what firebase-admin wrote, in the REST JSON mapping', async () => {
    const at = Timestamp.fromDate(new Date('2026-05-01T10:00:00.123Z'));
    await db
      .doc('rest-items/a')
      .set({ title: 'A', order: 2, at, tags: ['x'], nested: { ok: true }, none: null });
    await db.doc('rest-items/b').set({ title: 'B', order: 1, ratio: 0.5 });
    const answer = await post(`${DATABASE}/documents:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'rest-items' }],
        orderBy: [{ field: { fieldPath: 'order' }, direction: 'DESCENDING' }],
        limit: 10,
      },
    });
    expect(answer.status).toBe(200);
    const documents = answer.body.map((r: { document?: unknown }) => r.document).filter(Boolean);
    expect(documents.map((d: { name: string }) => d.name)).toEqual([
      `${DATABASE}/documents/rest-items/a`,
      `${DATABASE}/documents/rest-items/b`,
    ]);
    expect(documents[0].fields).toEqual({
      title: { stringValue: 'A' },
      order: { integerValue: '2' },
      at: { timestampValue: '2026-05-01T10:00:00.123Z' },
      tags: { arrayValue: { values: [{ stringValue: 'x' }] } },
      nested: { mapValue: { fields: { ok: { booleanValue: true } } } },
      none: { nullValue: null },
    });
    expect(documents[1].fields.ratio).toEqual({ doubleValue: 0.5 });
  });

  it('gets documents by name, found and missing', async () => {
    await db.doc('rest-gets/here').set({ n: 1 });
    const answer = await post(`${DATABASE}/documents:batchGet`, {
      documents: [`${DATABASE}/documents/rest-gets/here`, `${DATABASE}/documents/rest-gets/gone`],
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0].found.fields).toEqual({ n: { integerValue: '1' } });
    expect(answer.body[1].missing).toBe(`${DATABASE}/documents/rest-gets/gone`);
  });

  it('commits writes that firebase-admin then reads, and refuses a create over an existing document', async () => {
    const name = `${DATABASE}/documents/rest-writes/w1`;
    const write = {
      update: { name, fields: { n: { integerValue: '7' } } },
      currentDocument: { exists: false },
    };
    const first = await post(`${DATABASE}/documents:commit`, { writes: [write] });
    expect(first.status).toBe(200);
    expect(first.body.commitTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await db.doc('rest-writes/w1').get()).get('n')).toBe(7);
    const again = await post(`${DATABASE}/documents:commit`, { writes: [write] });
    expect(again.status).toBe(409);
    expect(again.body.error.status).toBe('ALREADY_EXISTS');
  });

  it('refuses a request without credentials, an unknown method and bad JSON', async () => {
    const query = { structuredQuery: { from: [{ collectionId: 'rest-items' }] } };
    expect((await post(`${DATABASE}/documents:runQuery`, query, null)).status).toBe(401);
    expect((await post(`${DATABASE}/documents:listen`, {})).status).toBe(404);
    const bad = await fetch(`http://${emulator.restHost}/v1/${DATABASE}/documents:runQuery`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
  });
});
