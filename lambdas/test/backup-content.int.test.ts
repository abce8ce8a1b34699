import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupDocument } from '../backups/backup-document.js';
import { captureLogs, type LogLine } from './captured-logs.js';

// The scheduled handler itself, against the Firestore emulator, with S3 mocked at the SDK's wire
// level (aws-sdk-client-mock): what it uploads, how it retries, how it fails.
const PROJECT_ID = 'demo-backup-handler';
const BUCKET = 'content-backups-test';
const s3 = mockClient(S3Client);
const app = initializeApp({ projectId: PROJECT_ID }, 'backup-handler-test');
const db = getFirestore(app);

type Handler = (event: unknown) => Promise<{ exported: boolean; key?: string }>;
let handler: Handler;
let logs: ReturnType<typeof captureLogs>;

function s3Error(name: string, status: number): S3ServiceException {
  return new S3ServiceException({
    name,
    message: `${name} (simulated)`,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });
}

const puts = () =>
  s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input as PutObjectCommandInput);

/** S3 that remembers the metadata of latest.json, so the change check sees the last upload. */
function statefulS3() {
  let latest: Record<string, string> | undefined;
  s3.on(PutObjectCommand).callsFake((input: PutObjectCommandInput) => {
    if (input.Key === 'latest.json') latest = input.Metadata;
    return { ETag: '"etag"' };
  });
  s3.on(HeadObjectCommand).callsFake(() => {
    if (!latest) throw s3Error('NotFound', 404);
    return { Metadata: latest };
  });
}

beforeAll(async () => {
  vi.stubEnv('FIREBASE_PROJECT_ID', PROJECT_ID);
  vi.stubEnv('BACKUP_BUCKET', BUCKET);
  vi.stubEnv('BACKUP_RETRY_BASE_MS', '1');
  ({ handler } = (await import('../functions/backup-content.js')) as unknown as { handler: Handler });
  const batch = db.batch();
  batch.set(db.collection('faq').doc('faq-1'), {
    question: 'Is this backed up?',
    answer: 'Yes, every day.',
    order: 1,
    updatedBy: 'admin@example.test',
    updatedAt: new Timestamp(1_758_456_000, 123_456_789),
  });
  batch.set(db.collection('privacyPolicy').doc('current'), {
    title: 'Privacy',
    lastUpdated: '21 September 2025',
  });
  await batch.commit();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  s3.restore();
  await deleteApp(app);
});

beforeEach(() => {
  s3.reset();
  vi.restoreAllMocks();
  logs = captureLogs();
});

describe('the backup handler', () => {
  it('uploads the complete, valid file under a time-sorted key, then as latest.json', async () => {
    s3.on(PutObjectCommand).resolves({ ETag: '"etag"' });
    const outcome = await handler({ mode: 'always' });
    expect(outcome).toMatchObject({
      exported: true,
      key: expect.stringMatching(/^backups\/\d{4}-.*-daily\.json$/),
    });
    const [history, latest] = puts();
    expect(history?.Key).toBe(outcome.key);
    expect(latest?.Key).toBe('latest.json');
    for (const put of [history, latest]) {
      expect(put).toMatchObject({ Bucket: BUCKET, ChecksumAlgorithm: 'SHA256' });
      const file = backupDocument.parse(JSON.parse(put?.Body as string));
      expect(file.projectId).toBe(PROJECT_ID);
      expect(file.collections.faq).toEqual([
        {
          id: 'faq-1',
          fields: {
            question: 'Is this backed up?',
            answer: 'Yes, every day.',
            order: 1,
            updatedBy: 'admin@example.test',
            updatedAt: { $timestamp: { seconds: 1_758_456_000, nanoseconds: 123_456_789 } },
          },
        },
      ]);
      expect(put?.Metadata?.['content-sha256']).toBe(file.contentSha256);
    }
  });

  it('retries a transient S3 failure and succeeds, logging the retry', async () => {
    s3.on(PutObjectCommand)
      .rejectsOnce(s3Error('SlowDown', 503))
      .rejectsOnce(s3Error('InternalError', 500))
      .resolves({ ETag: '"etag"' });
    await expect(handler({ mode: 'always' })).resolves.toMatchObject({ exported: true });
    expect(puts().map((p) => p.Key)).toEqual([
      expect.stringMatching(/^backups\//),
      expect.stringMatching(/^backups\//),
      expect.stringMatching(/^backups\//),
      'latest.json',
    ]);
    expect(logs.lines('warn')).toEqual([
      expect.objectContaining({ attempt: 1, error: 'SlowDown' }),
      expect.objectContaining({ attempt: 2, error: 'InternalError' }),
    ]);
  });

  it('fails the invocation after the last attempt, with a log saying what and why', async () => {
    s3.on(PutObjectCommand).rejects(s3Error('ServiceUnavailable', 503));
    await expect(handler({ mode: 'always' })).rejects.toThrow(
      new RegExp(`Upload of s3://${BUCKET}/backups/.*\\.json failed: ServiceUnavailable.*after 5 attempts`),
    );
    expect(puts()).toHaveLength(5);
    expect(puts().every((p) => p.Key !== 'latest.json')).toBe(true);
    const logged = logs.lines('error').at(-1) as LogLine;
    expect(logged).toMatchObject({
      level: 'ERROR',
      message: 'Content backup failed',
      stage: 'upload',
      bucket: BUCKET,
    });
    expect(logged.reason).toMatch(/ServiceUnavailable/);
  });

  it('does not retry a permanent refusal such as AccessDenied', async () => {
    s3.on(PutObjectCommand).rejects(s3Error('AccessDenied', 403));
    await expect(handler({ mode: 'always' })).rejects.toThrow(/AccessDenied.*after 1 attempt\)/);
    expect(puts()).toHaveLength(1);
  });

  it('uploads nothing when a stored value cannot be kept exactly', async () => {
    s3.on(PutObjectCommand).resolves({});
    await db.collection('chartLinks').doc('odd').set({ name: 'Odd', ratio: Number.NaN });
    try {
      await expect(handler({ mode: 'always' })).rejects.toThrow(/chartLinks\/odd\.ratio holds NaN/);
      expect(puts()).toEqual([]);
    } finally {
      await db.collection('chartLinks').doc('odd').delete();
    }
  });

  it('turns a burst of admin writes into one backup', async () => {
    statefulS3();
    // First check: nothing stored yet, so the current content is backed up.
    await handler({ mode: 'if-changed' });
    s3.resetHistory();
    for (let i = 0; i < 10; i++) {
      await db
        .collection('roadmap')
        .doc(`burst-${i}`)
        .set({ title: `Burst item ${i}`, status: 'planned', order: i });
    }
    await db.collection('roadmap').doc('burst-3').delete();
    // The schedule's next checks: the first sees the change, the later ones see none.
    const outcomes = [];
    for (let tick = 0; tick < 3; tick++) outcomes.push(await handler({ mode: 'if-changed' }));
    expect(outcomes.map((o) => o.exported)).toEqual([true, false, false]);
    expect(puts().filter((p) => p.Key?.startsWith('backups/'))).toHaveLength(1);
    expect(s3.commandCalls(ListObjectsV2Command)).toHaveLength(0);
    const file = backupDocument.parse(JSON.parse(puts()[0]?.Body as string));
    expect(file.reason).toBe('changed');
    expect(file.collections.roadmap.map((e) => e.id)).toEqual([
      'burst-0',
      'burst-1',
      'burst-2',
      'burst-4',
      'burst-5',
      'burst-6',
      'burst-7',
      'burst-8',
      'burst-9',
    ]);
  });
});
