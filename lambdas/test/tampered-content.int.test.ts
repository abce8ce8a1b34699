import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

// ADR 13: a version from the history or an entry from the bin goes back into the content only if
// today's rules (the routes' own schemas) accept it; a tampered record is refused with its field named
// and nothing is written. An emulator of this file's own, so no other file's content interferes.
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let call: Call;
let admin: string;

const ADMIN = 'tamper-admin';
const CONTENT = ['faq', 'chartLinks', 'contentHistory', 'contentBin', 'adminAccount'];

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  call = apiClient({ ADMIN_UID: ADMIN, CHART_HOSTS: 'dexscreener.com' });
  admin = await emulatorIdToken(ADMIN);
});
afterAll(() => emulator.stop());

beforeEach(async () => {
  await clearCollections(...CONTENT);
  await seedDocs('faq', { f1: { question: 'What is it?', answer: 'A community token.', order: 1 } });
});

async function everything() {
  return Object.fromEntries(await Promise.all(CONTENT.map(async (name) => [name, await storedDocs(name)])));
}

const record = (kind: string, after: Record<string, unknown>, entryId = 'f1') => ({
  kind,
  entryId,
  action: 'update',
  before: null,
  after,
  at: Timestamp.now(),
});

describe('revert of a tampered history record', () => {
  it.each([
    [
      'a question over the limit',
      record('faq', { question: `${'Q'.repeat(400)}?`, answer: 'Fine.' }),
      'question',
    ],
    ['an unknown field', record('faq', { question: 'Fine?', answer: 'Fine.', admin: true }), 'admin'],
    ['a value of the wrong type', record('faq', { question: 'Fine?', answer: 42 }), 'answer'],
    ['a kind that is no content', record('adminAccount', { entries: [] }, 'signIns'), 'kind'],
    [
      'a chart link off the allowed hosts',
      record(
        'chartLinks',
        { name: 'Evil', url: 'https://evil.example/x', embedUrl: 'https://dexscreener.com/e' },
        'c1',
      ),
      'url',
    ],
  ])('refuses %s with 422 naming the field, and writes nothing', async (_case, tampered, field) => {
    if (tampered.kind === 'chartLinks') {
      await seedDocs('chartLinks', {
        c1: {
          name: 'Dex',
          url: 'https://dexscreener.com/a',
          embedUrl: 'https://dexscreener.com/b',
          order: 1,
        },
      });
    }
    await seedDocs('contentHistory', { h1: tampered });
    const before = await everything();
    const answer = await call('POST', '/api/admin/versions/h1/revert', { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await everything()).toEqual(before);
  });

  it('still reverts an untampered record', async () => {
    await seedDocs('contentHistory', {
      h1: record('faq', { question: 'Earlier?', answer: 'Earlier answer.' }),
    });
    expect((await call('POST', '/api/admin/versions/h1/revert', { token: admin })).status).toBe(200);
  });
});

describe('restore of a tampered bin entry', () => {
  const binned = (kind: string, entryId: string, data: Record<string, unknown>) => ({
    [`${kind}__${entryId}`]: {
      kind,
      entryId,
      data,
      deletedAt: Timestamp.now(),
      purgeAfter: Timestamp.fromMillis(Date.now() + 86_400_000),
    },
  });

  it.each([
    ['an answer too short', binned('faq', 'f9', { question: 'Fine?', answer: 'x', order: 2 }), 'answer'],
    ['an unknown field', binned('faq', 'f9', { question: 'Fine?', answer: 'Fine.', html: '<b>' }), 'html'],
    [
      'an order out of range',
      binned('faq', 'f9', { question: 'Fine?', answer: 'Fine.', order: -4 }),
      'order',
    ],
    [
      'a gradient that could close a style',
      binned('chartLinks', 'c9', {
        name: 'Dex',
        url: 'https://dexscreener.com/a',
        embedUrl: 'https://dexscreener.com/b',
        gradient: '</style><script>',
      }),
      'gradient',
    ],
  ])('refuses %s with 422 naming the field, and writes nothing', async (_case, bin, field) => {
    await seedDocs('contentBin', bin);
    const [id] = Object.keys(bin);
    const before = await everything();
    const answer = await call('POST', `/api/admin/bin/${id}/restore`, { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await everything()).toEqual(before);
  });

  it('still restores an untampered entry', async () => {
    await seedDocs('contentBin', binned('faq', 'f9', { question: 'Fine?', answer: 'Fine.', order: 2 }));
    expect((await call('POST', '/api/admin/bin/faq__f9/restore', { token: admin })).status).toBe(200);
  });
});
