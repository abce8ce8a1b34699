import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupDocument } from '../../lambdas/backups/backup-document.js';
import { DEFAULT_RETRY, listBackups, readBackupObject } from '../../lambdas/backups/backup-store.js';
import { createS3Client } from '../../lambdas/backups/s3-client.js';
import { captureLogs } from '../../lambdas/test/captured-logs.js';
import { type BackupScheduler, startBackupScheduler } from './backup-scheduler.js';
import { type S3Server, startS3Server } from './s3-server.js';

// The local stack's backups: the scheduled handler module, run every few hundred milliseconds,
// writes real objects to the local S3 server when the content changes.
const PROJECT_ID = 'demo-backup-scheduler';
const app = initializeApp({ projectId: PROJECT_ID }, 'scheduler-test');
const db = getFirestore(app);
let s3: S3Server;
let scheduler: BackupScheduler;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  s3 = await startS3Server();
  vi.stubEnv('FIREBASE_PROJECT_ID', PROJECT_ID);
  vi.stubEnv('BACKUP_BUCKET', s3.bucket);
  vi.stubEnv('BACKUP_S3_ENDPOINT', s3.endpoint);
  captureLogs();
  await db
    .collection('faq')
    .doc('faq-1')
    .set({ question: 'Is it local?', answer: 'Entirely local.', order: 1 });
  scheduler = await startBackupScheduler({
    entry: join(import.meta.dirname, '..', '..', 'lambdas', 'functions', 'backup-content.ts'),
    intervalSeconds: 0.2,
  });
});

afterAll(async () => {
  await scheduler?.stop();
  await s3?.stop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await deleteApp(app);
});

describe('the local backup scheduler', () => {
  it('backs up the content at start, then after each change, and not while nothing changes', async () => {
    const store = {
      client: createS3Client({ region: 'us-east-1', endpoint: s3.endpoint }),
      bucket: s3.bucket,
      retry: DEFAULT_RETRY,
    };
    const first = await eventually(
      () => listBackups(store),
      (list) => list.length >= 1,
    );
    expect(first).toHaveLength(1);

    await db
      .collection('faq')
      .doc('faq-2')
      .set({ question: 'Does an edit make a backup?', answer: 'Within moments.', order: 2 });
    const second = await eventually(
      () => listBackups(store),
      (list) => list.length >= 2,
    );
    expect(second).toHaveLength(2);
    const newest = backupDocument.parse(JSON.parse(await readBackupObject(store, second[1]?.key as string)));
    expect(newest.reason).toBe('changed');
    expect(newest.collections.faq.map((e) => e.id)).toEqual(['faq-1', 'faq-2']);

    // Several more checks run meanwhile; none of them writes.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await listBackups(store)).toHaveLength(2);
  });
});
