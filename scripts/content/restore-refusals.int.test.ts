import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BackupDocument } from '../../lambdas/backups/backup-document.js';
import { serialiseBackup } from '../../lambdas/backups/backup-store.js';
import { contentHash } from '../../lambdas/backups/field-codec.js';
import { readContent } from '../../lambdas/backups/read-content.js';
import { buildBackup } from '../../lambdas/backups/run-backup.js';
import { writeStackState } from '../local/stack-state.js';
import type { CommandIo } from './command-io.js';
import { restoreCommand } from './restore.js';

// Bad files are refused with a message naming the problem, even with --yes, and nothing is written.
const PROJECT_ID = 'demo-backup-refusals';
const app = initializeApp({ projectId: PROJECT_ID }, 'refusals-test');
const db = getFirestore(app);
const dir = mkdtempSync(join(tmpdir(), 'content-refusals-'));
const stateFile = join(dir, 'stack.json');
let good: BackupDocument;

beforeAll(async () => {
  writeStackState(
    {
      pid: process.pid,
      projectId: PROJECT_ID,
      firestoreHost: inject('emulators').firestoreHost,
      authHost: inject('emulators').authHost,
      s3Endpoint: 'http://127.0.0.1:9',
      backupBucket: 'unused',
      url: 'http://127.0.0.1:9',
    },
    stateFile,
  );
  await db
    .collection('faq')
    .doc('faq-1')
    .set({
      question: 'What is backed up?',
      answer: 'Every content collection.',
      order: 1,
      updatedAt: new Timestamp(1_758_456_000, 5),
    });
  good = await buildBackup(db, PROJECT_ID, 'manual');
  // The database then moves on, so a restore that went through would write something.
  await db
    .collection('faq')
    .doc('faq-2')
    .set({ question: 'Anything else?', answer: 'Nothing else.', order: 2 });
});

afterAll(() => deleteApp(app));

/** A variant of the good backup, with its hash made to match again (a consistent but bad file). */
function variant(change: (doc: BackupDocument) => void): string {
  const doc = structuredClone(good);
  change(doc);
  doc.contentSha256 = contentHash(doc.collections);
  return serialiseBackup(doc);
}

async function restore(name: string, text: string, ...flags: string[]) {
  const file = join(dir, name);
  writeFileSync(file, text);
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { out: (l) => out.push(l), err: (l) => err.push(l), stateFile };
  const before = contentHash(await readContent(db));
  const code = await restoreCommand([file, ...flags], io);
  const after = contentHash(await readContent(db));
  return { code, out: out.join('\n'), err: err.join('\n'), unchanged: before === after, file };
}

describe('content:restore refuses', () => {
  it('a truncated file', async () => {
    const text = serialiseBackup(good);
    const result = await restore('truncated.json', text.slice(0, Math.floor(text.length / 2)), '--yes');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Refusing ${result.file}: it is not valid JSON, the file is truncated or damaged`,
    );
    expect(result.unchanged).toBe(true);
  });

  it('a file from a newer schema version', async () => {
    const result = await restore(
      'newer.json',
      variant((d) => Object.assign(d, { schemaVersion: 5 })),
      '--yes',
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'it was written by a newer version (schema version 5); this restore reads schema version 4',
    );
    expect(result.unchanged).toBe(true);
  });

  it('an entry that breaks the content rules, naming the entry, the field and the rule', async () => {
    const result = await restore(
      'rules.json',
      variant((d) => {
        const fields = d.collections.faq[0]?.fields as Record<string, unknown>;
        fields.answer = 'No.';
        d.collections.roadmap.push({
          id: 'rm-long',
          fields: { title: 'x'.repeat(141), status: 'planned', order: 1 },
        });
      }),
      '--yes',
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('entries break the content rules');
    expect(result.err).toContain('faq/faq-1: answer: Answer must be at least 5 characters');
    expect(result.err).toContain('roadmap/rm-long: title: Title must be less than 140 characters');
    expect(result.unchanged).toBe(true);
  });

  it("a binned entry, an unknown field or a chart link the routes would refuse (today's rules, ADR 13)", async () => {
    const result = await restore(
      'tampered.json',
      variant((d) => {
        (d.collections.faq[0]?.fields as Record<string, unknown>).script = '<script>';
        // A translation is held to the same rules (ADR 28): no English key, the locale named.
        (d.collections.faq[0]?.fields as Record<string, unknown>).translations = {
          en: { question: 'English again?', answer: 'Not a translation.' },
          es: { question: '¿Qué?', answer: 'Sí' },
        };
        d.collections.chartLinks.push({
          id: 'evil',
          fields: {
            name: 'Evil',
            url: 'https://evil.example/a',
            embedUrl: 'https://dexscreener.com/b',
            order: 1,
          },
        });
        (d.collections as { contentBin: BackupDocument['collections']['faq'] }).contentBin.push({
          id: 'faq__binned',
          fields: {
            kind: 'faq',
            entryId: 'binned',
            data: { question: 'Binned question?', answer: 'x', order: 3 },
            deletedAt: { $timestamp: { seconds: 1_758_456_000, nanoseconds: 0 } },
            purgeAfter: { $timestamp: { seconds: 1_761_048_000, nanoseconds: 0 } },
          },
        });
      }),
      '--yes',
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('faq/faq-1: script: Unknown field: script');
    expect(result.err).toMatch(/faq\/faq-1: translations\.en: Unknown locale "en": use one of es, /);
    expect(result.err).toMatch(
      /faq\/faq-1: translations\.es\.answer: Spanish: Answer must be at least 5 characters/,
    );
    expect(result.err).toContain('chartLinks/evil: url: URL must be https on one of:');
    expect(result.err).toContain('contentBin/faq__binned: data.answer: Answer must be at least 5 characters');
    expect(result.unchanged).toBe(true);
  });

  it("another project's file, unless --allow-other-project", async () => {
    const other = variant((d) => Object.assign(d, { projectId: 'demo-other-project' }));
    const refused = await restore('other.json', other, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `it is a backup of project demo-other-project, not of ${PROJECT_ID}. Pass --allow-other-project`,
    );
    expect(refused.unchanged).toBe(true);

    const allowed = await restore('other.json', other, '--allow-other-project');
    expect(allowed.code).toBe(0);
    expect(allowed.out).toContain('faq: 0 added, 0 changed, 1 removed, 1 unchanged');
    expect(allowed.unchanged).toBe(true);
  });

  it('a file changed after it was written (content hash mismatch)', async () => {
    const tampered = structuredClone(good);
    (tampered.collections.faq[0]?.fields as Record<string, unknown>).answer = 'Edited by hand later.';
    const result = await restore('tampered.json', serialiseBackup(tampered), '--yes');
    expect(result.code).toBe(1);
    expect(result.err).toContain('its content does not match its contentSha256');
    expect(result.unchanged).toBe(true);
  });

  it('a JSON file that is not a backup, listing what is wrong', async () => {
    const result = await restore(
      'shape.json',
      JSON.stringify({ schemaVersion: 1, collections: {} }),
      '--yes',
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/it is not a valid backup:\n {2}exportedAt: /);
    expect(result.unchanged).toBe(true);
  });
});
