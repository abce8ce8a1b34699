import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { V1_COLLECTIONS } from '../../lambdas/backups/backup-document.js';
import { serialiseBackup } from '../../lambdas/backups/backup-store.js';
import { contentHash } from '../../lambdas/backups/field-codec.js';
import { buildBackup } from '../../lambdas/backups/run-backup.js';
import { commitFaults } from '../../lambdas/test/firestore-faults.js';
import { startFirestoreEmulator } from '../local/firestore-emulator.js';
import { wrapGrpcHandler } from '../local/grpc-handlers.js';
import { writeStackState } from '../local/stack-state.js';
import type { CommandIo } from './command-io.js';
import { restoreCommand } from './restore.js';

// Backups hold the history and the bin (schema version 2); a version 1 file still restores; and a
// database edited while `content:restore --yes` writes is caught by the closing check. This file
// runs its own emulator, whose Commit lets the test write in between the restore's commit and its
// answer: exactly "someone edited the content while the restore ran".
const PROJECT_ID = 'demo-backup-history';
const { configureServer } = commitFaults();
/** Runs once, after the next commit is applied and before its answer is delivered. */
let betweenCommitAndAnswer: (() => Promise<void>) | undefined;
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
const app = initializeApp({ projectId: PROJECT_ID }, 'restore-history-test');
const dir = mkdtempSync(join(tmpdir(), 'content-restore-history-'));
const stateFile = join(dir, 'stack.json');
let io: CommandIo & { lines: string[]; errors: string[] };

beforeAll(async () => {
  emulator = await startFirestoreEmulator({
    configureServer: (server) => {
      configureServer(server);
      wrapGrpcHandler(server, 'Commit', (original) => (call, callback) => {
        const hook = betweenCommitAndAnswer;
        betweenCommitAndAnswer = undefined;
        if (!hook) return original(call, callback);
        original(call, (error, value) => {
          void hook().then(() => callback?.(error, value));
        });
      });
    },
  });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  writeStackState(
    {
      pid: process.pid,
      projectId: PROJECT_ID,
      firestoreHost: emulator.host,
      authHost: '127.0.0.1:9',
      s3Endpoint: 'http://127.0.0.1:9',
      backupBucket: 'unused',
      url: 'http://127.0.0.1:9',
    },
    stateFile,
  );
  const lines: string[] = [];
  const errors: string[] = [];
  io = { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l), stateFile };
});
afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

const db = () => getFirestore(app);
const NAMES = ['faq', 'contentHistory', 'contentBin'];

async function snapshot() {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const name of NAMES) {
    const docs = (await db().collection(name).get()).docs;
    out[name] = docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  return out;
}

beforeEach(async () => {
  for (const name of NAMES) {
    for (const doc of (await db().collection(name).get()).docs) await doc.ref.delete();
  }
  const at = new Timestamp(1_763_870_400, 5);
  const batch = db().batch();
  batch.set(db().collection('faq').doc('f1'), {
    question: 'What is kept?',
    answer: 'Every version.',
    order: 1,
  });
  batch.set(db().collection('contentHistory').doc('h1'), {
    kind: 'faq',
    entryId: 'f1',
    action: 'create',
    title: 'What is kept?',
    changed: ['answer', 'question'],
    before: null,
    after: { question: 'What is kept?', answer: 'Every version.', order: 1 },
    byUid: 'admin',
    byEmail: 'admin@example.test',
    at,
  });
  batch.set(db().collection('contentBin').doc('faq__f0'), {
    kind: 'faq',
    entryId: 'f0',
    data: { question: 'Deleted one?', answer: 'Waiting in the bin.', order: 2, updatedAt: at },
    deletedAt: at,
    purgeAfter: new Timestamp(1_766_462_400, 0),
    byUid: 'admin',
    byEmail: 'admin@example.test',
  });
  await batch.commit();
});

async function restore(file: string, text: string) {
  const path = join(dir, file);
  writeFileSync(path, text);
  io.lines.length = 0;
  io.errors.length = 0;
  const code = await restoreCommand([path, '--yes'], io);
  return { code, out: io.lines.join('\n'), err: io.errors.join('\n') };
}

describe('backups and the history and bin', () => {
  it('a backup holds the history and the bin, and a restore brings both back exactly', async () => {
    const original = await snapshot();
    const backup = await buildBackup(db(), PROJECT_ID, 'manual');
    expect(backup.schemaVersion).toBe(4);
    expect(backup.collections).toMatchObject({
      contentHistory: [{ id: 'h1' }],
      contentBin: [{ id: 'faq__f0' }],
    });
    await db().collection('contentHistory').doc('h1').delete();
    await db().collection('contentBin').doc('faq__f0').delete();
    await db()
      .collection('contentHistory')
      .doc('h2')
      .set({ kind: 'faq', entryId: 'f1', action: 'update', at: Timestamp.now() });

    const result = await restore('v2.json', serialiseBackup(backup));
    expect(result.err).toBe('');
    expect(result.out).toContain('contentHistory: 1 added, 0 changed, 1 removed, 0 unchanged');
    expect(result.out).toContain('contentBin: 1 added, 0 changed, 0 removed, 0 unchanged');
    expect(await snapshot()).toEqual(original);
  });

  it('an old (version 1) file still restores its content, and leaves the history and the bin alone', async () => {
    const current = await buildBackup(db(), PROJECT_ID, 'manual');
    const collections = Object.fromEntries(V1_COLLECTIONS.map((name) => [name, current.collections[name]]));
    const old = { ...current, schemaVersion: 1, collections, contentSha256: contentHash(collections) };
    await db().collection('faq').doc('f1').update({ answer: 'Edited after the old backup.' });
    const before = await snapshot();

    const result = await restore('v1.json', `${JSON.stringify(old, null, 2)}\n`);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).not.toContain('contentHistory');
    expect(result.out).toMatch(/the database now equals the backup/);
    const after = await snapshot();
    expect(after.faq).toEqual([{ id: 'f1', question: 'What is kept?', answer: 'Every version.', order: 1 }]);
    expect(after.contentHistory).toEqual(before.contentHistory);
    expect(after.contentBin).toEqual(before.contentBin);
  });

  it('reports that the database does not equal the backup when it was edited while the restore wrote', async () => {
    const backup = await buildBackup(db(), PROJECT_ID, 'manual');
    await db().collection('faq').doc('f1').update({ answer: 'Changed, so the restore has work to do.' });
    // The restore's own commit is applied, then an administrator saves, then the restore hears back.
    betweenCommitAndAnswer = async () => {
      await db()
        .collection('faq')
        .doc('f2')
        .set({ question: 'Saved meanwhile?', answer: 'Yes, during the restore.', order: 2 });
    };
    const result = await restore('raced.json', serialiseBackup(backup));
    expect(betweenCommitAndAnswer).toBeUndefined();
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'Wrote 1 changes, but the database does not equal the backup now (was it edited meanwhile?)',
    );
    expect(result.out).not.toMatch(/the database now equals the backup/);
    expect((await db().collection('faq').doc('f2').get()).exists).toBe(true);
  });
});
