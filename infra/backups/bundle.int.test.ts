import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDocument } from '../../lambdas/backups/backup-document';
import { DEFAULT_RETRY, listBackups, readBackupObject } from '../../lambdas/backups/backup-store';
import { createS3Client } from '../../lambdas/backups/s3-client';
import { type S3Server, startS3Server } from '../../scripts/local/s3-server';
import { cdkJsonContext } from '../test/fixtures';
import { ContentBackups } from './content-backups';

// The deployed backup bundle, built as `cdk synth` builds it, run in a plain Node process from a folder
// with no node_modules at all (the S3 client is bundled), against the Firestore emulator and the local
// S3 server: firebase-admin, the S3 client and its checksums survive bundling.
const PROJECT_ID = 'demo-backup-bundle';
const run = promisify(execFile);
const seeding = initializeApp({ projectId: PROJECT_ID }, 'backup-bundle-check');
let bundle: string;
let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server();
  const app = new App({ context: cdkJsonContext({ bundle: true }), builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'BackupBundleCheck');
  const backups = new ContentBackups(stack, 'Backups', {
    firebaseProjectId: PROJECT_ID,
    serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 'unused'),
  });
  const asset = backups.function.node.findChild('Code') as Asset;
  expect(readdirSync(join(app.outdir, asset.assetPath))).toEqual(['index.mjs']);
  bundle = join(mkdtempSync(join(tmpdir(), 'backup-bundle-')), 'index.mjs');
  copyFileSync(join(app.outdir, asset.assetPath, 'index.mjs'), bundle);
}, 120_000);

afterAll(async () => {
  await s3?.stop();
  await deleteApp(seeding);
});

describe('the backup bundle', () => {
  it('is one self-contained module', () => {
    console.log(`backup bundle: ${Math.round(statSync(bundle).size / 1024)} KiB`);
    expect(statSync(bundle).size).toBeGreaterThan(0);
  });

  it('exports Firestore to S3', async () => {
    await getFirestore(seeding)
      .collection('faq')
      .doc('bundled')
      .set({ question: 'Bundled backup?', answer: 'It works.', order: 1 });
    const script = [
      `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});`,
      'const result = await handler({ mode: "if-changed" }, { awsRequestId: "bundle-check" });',
      'process.stdout.write(JSON.stringify(result));',
      'process.exit(0);',
    ].join('\n');
    const { NODE_OPTIONS: _ignored, ...env } = process.env;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: tmpdir(),
      env: {
        ...env,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        BACKUP_BUCKET: s3.bucket,
        BACKUP_S3_ENDPOINT: s3.endpoint,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      timeout: 30_000,
    });
    const outcome = JSON.parse(stdout.slice(stdout.lastIndexOf('\n{') + 1)) as {
      exported: boolean;
      key: string;
    };
    expect(outcome).toMatchObject({
      exported: true,
      key: expect.stringMatching(/^backups\/.*-changed\.json$/),
    });

    const store = {
      client: createS3Client({ region: 'us-east-1', endpoint: s3.endpoint }),
      bucket: s3.bucket,
      retry: DEFAULT_RETRY,
    };
    expect((await listBackups(store)).map((b) => b.key)).toEqual([outcome.key]);
    const file = backupDocument.parse(JSON.parse(await readBackupObject(store, outcome.key)));
    expect(file.collections.faq).toEqual([
      { id: 'bundled', fields: { question: 'Bundled backup?', answer: 'It works.', order: 1 } },
    ]);
  });
});
