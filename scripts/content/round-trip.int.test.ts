import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BACKUP_COLLECTIONS } from '../../lambdas/backups/backup-document.js';
import { captureLogs } from '../../lambdas/test/captured-logs.js';
import { type S3Server, startS3Server } from '../local/s3-server.js';
import { seedLocalData } from '../local/seed.js';
import { writeStackState } from '../local/stack-state.js';
import type { CommandIo } from './command-io.js';
import { exportCommand } from './export.js';
import { listBackupsCommand } from './list-backups.js';
import { restoreCommand } from './restore.js';

// The operator's round trip, against the Firestore emulator and the local S3 server, through the
// commands themselves (found through a stack state file, as `npm start` writes it).
const PROJECT_ID = 'demo-backup-roundtrip';
let s3: S3Server;
let io: CommandIo & { lines: string[]; errors: string[] };
const app = initializeApp({ projectId: PROJECT_ID }, 'round-trip-test');
const db: Firestore = getFirestore(app);
const dir = mkdtempSync(join(tmpdir(), 'content-round-trip-'));

const TRANSLATIONS = {
  es: { question: '¿Qué es este token?', answer: 'Un token de la comunidad.' },
  'zh-cn': { question: '这是什么代币？', answer: '一个社区代币。' },
};

type Stored = Record<string, { id: string; data: Record<string, unknown> }[]>;

/** Every backed-up document, exactly as Firestore returns it (Timestamps included). */
async function stored(): Promise<Stored> {
  const out: Stored = {};
  for (const name of BACKUP_COLLECTIONS) {
    const snapshot = await db.collection(name).get();
    out[name] = snapshot.docs
      .map((doc) => ({ id: doc.id, data: doc.data() }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }
  return out;
}

async function run(command: (argv: string[], io: CommandIo) => Promise<number>, ...argv: string[]) {
  io.lines.length = 0;
  io.errors.length = 0;
  const code = await command(argv, io);
  return { code, out: io.lines.join('\n'), err: io.errors.join('\n') };
}

beforeAll(async () => {
  s3 = await startS3Server();
  const stateFile = join(dir, 'stack.json');
  writeStackState(
    {
      pid: process.pid,
      projectId: PROJECT_ID,
      firestoreHost: inject('emulators').firestoreHost,
      authHost: inject('emulators').authHost,
      s3Endpoint: s3.endpoint,
      backupBucket: s3.bucket,
      url: 'http://127.0.0.1:9',
    },
    stateFile,
  );
  const lines: string[] = [];
  const errors: string[] = [];
  io = { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l), stateFile };

  // What `npm start` seeds, plus what the seed lacks: nanoseconds, nested values, a legacy field.
  await seedLocalData({ projectId: PROJECT_ID });
  await db
    .collection('roadmap')
    .doc('rm-nested')
    .set({
      title: 'Nested values',
      status: 'in progress',
      order: 11,
      updatedBy: 'admin@example.test',
      updatedAt: new Timestamp(1_763_870_400, 987_654_321),
    });
  // Translations are a map of maps on the entry itself (ADR 28).
  await db.collection('faq').doc('faq-what-is').update({ translations: TRANSLATIONS });
  // Nested values live in the history (an entry's content must pass today's rules to be restored).
  await db
    .collection('contentHistory')
    .doc('h-nested')
    .set({
      kind: 'roadmap',
      entryId: 'rm-nested',
      action: 'update',
      at: new Timestamp(1_763_870_400, 1),
      before: { links: [{ label: 'Spec', weight: 0.5 }, null, true] },
      after: null,
    });
});

afterAll(async () => {
  await s3.stop();
  await deleteApp(app);
});

describe('export, change, restore', () => {
  let original: Stored;
  let backupUrl: string;

  it('exports the seeded content to the bucket and lists it', async () => {
    original = await stored();
    expect(original.roadmap).toHaveLength(11);
    const exported = await run(exportCommand);
    expect(exported.code).toBe(0);
    const key = /Uploaded s3:\/\/[^/]+\/(backups\/\S+\.json)/.exec(exported.out)?.[1];
    expect(key).toMatch(/-manual\.json$/);
    backupUrl = `s3://${s3.bucket}/${key}`;
    const listed = await run(listBackupsCommand);
    expect(listed.out).toContain(`${backupUrl}  `);
  });

  it('dry run prints the difference per collection and writes nothing', async () => {
    const batch = db.batch();
    batch.delete(db.collection('donations').doc('goal-hosting'));
    batch.delete(db.collection('donations').doc('goal-meme-contest'));
    batch.update(db.collection('roadmap').doc('rm-website'), {
      title: 'Website v2',
      updatedAt: Timestamp.now(),
    });
    batch.set(db.collection('faq').doc('faq-new'), {
      question: 'Added after the backup?',
      answer: 'Yes, by mistake.',
      order: 9,
    });
    batch.delete(db.collection('chartLinks').doc('chart-dexscreener'));
    batch.update(db.collection('privacyPolicy').doc('current'), { notice: 'Changed' });
    await batch.commit();
    const changed = await stored();

    const dry = await run(restoreCommand, backupUrl);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('donations: 2 added, 0 changed, 0 removed, 1 unchanged');
    expect(dry.out).toContain('+ goal-hosting  "One year of website hosting"');
    expect(dry.out).toContain('roadmap: 0 added, 1 changed, 0 removed, 10 unchanged');
    expect(dry.out).toContain('~ rm-website  "Website live"  (title, updatedAt)');
    expect(dry.out).toContain('faq: 0 added, 0 changed, 1 removed, 5 unchanged');
    expect(dry.out).toContain('- faq-new  "Added after the backup?"');
    expect(dry.out).toContain('chartLinks: 1 added');
    expect(dry.out).toContain('~ current  "Privacy Policy / Legal Notice"  (notice)');
    expect(dry.out).toContain('Dry run: nothing was written.');
    expect(await stored()).toEqual(changed);
  });

  it('restore --yes makes the database equal the original exactly', async () => {
    const restored = await run(restoreCommand, backupUrl, '--yes');
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(
      /Restored: 6 writes in 1 batch, \d+ ms; the database now equals the backup\./,
    );
    const after = await stored();
    expect(after).toEqual(original);
    expect(after.faq?.find((e) => e.id === 'faq-what-is')?.data.translations).toEqual(TRANSLATIONS);
    const nested = after.roadmap?.find((e) => e.id === 'rm-nested')?.data;
    expect(nested?.updatedAt).toBeInstanceOf(Timestamp);
    expect((nested?.updatedAt as Timestamp | undefined)?.nanoseconds).toBe(987_654_321);
    expect(after.roadmap?.map((e) => [e.id, e.data.order])).toEqual(
      original.roadmap?.map((e) => [e.id, e.data.order]),
    );

    const again = await run(restoreCommand, backupUrl, '--yes');
    expect(again.out).toContain('The database already equals the backup: nothing to do.');
  });

  it('restores a wiped database from a file written by --out', async () => {
    const file = join(dir, 'backup.json');
    expect((await run(exportCommand, '--out', file)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ schemaVersion: 4, projectId: PROJECT_ID });
    for (const name of BACKUP_COLLECTIONS) {
      const snapshot = await db.collection(name).get();
      await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
    }
    const restored = await run(restoreCommand, file, '--yes');
    expect(restored.out).toContain('donations: 3 added, 0 changed, 0 removed, 0 unchanged');
    expect(await stored()).toEqual(original);
  });

  it('restores what the scheduled handler uploaded to the local S3 server', async () => {
    vi.stubEnv('FIREBASE_PROJECT_ID', PROJECT_ID);
    vi.stubEnv('BACKUP_BUCKET', s3.bucket);
    vi.stubEnv('BACKUP_S3_ENDPOINT', s3.endpoint);
    captureLogs();
    try {
      const { handler } = await import('../../lambdas/functions/backup-content.js');
      const daily = await handler({ mode: 'always' }, {} as never);
      const check = await handler({ mode: 'if-changed' }, {} as never);
      expect([daily.exported, check.exported]).toEqual([true, false]);
      expect((await run(listBackupsCommand)).out).toMatch(/-daily\.json {2}\d+ bytes/);
      await db.collection('faq').doc('faq-what-is').delete();
      const restored = await run(restoreCommand, `s3://${s3.bucket}/latest.json`, '--yes');
      expect(restored.out).toContain('faq: 1 added, 0 changed, 0 removed, 4 unchanged');
      expect(await stored()).toEqual(original);
    } finally {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    }
  });
});
