import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { formatPolicyDate, POLICY_TEXT_FIELDS } from '../contract/content.js';
import { ADMIN_REQUIRED_MESSAGE } from '../contract/messages.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testApp, testDb } from './firestore-admin.js';
import { commitFaults } from './firestore-faults.js';

// History, revert, bin and the new admin routes, against an emulator of this file's own, whose
// Commit can refuse a transaction that writes to a chosen collection: the atomicity of a write and
// its history record is shown at the wire, where Firestore would refuse it.
const { faults, configureServer } = commitFaults();
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let call: Call;
let admin: string;
let other: string;

const ADMIN = 'history-admin';
const CONTENT = [
  'faq',
  'roadmap',
  'donations',
  'chartLinks',
  'privacyPolicy',
  'contentHistory',
  'contentBin',
];

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  call = apiClient({
    ADMIN_UID: ADMIN,
    ACCOUNT_CACHE_MS: '0',
    CHART_HOSTS: 'dexscreener.com,birdeye.so',
    BIN_RETENTION_DAYS: '30',
  });
  admin = await emulatorIdToken(ADMIN);
  other = await emulatorIdToken('someone-else');
});
afterAll(() => emulator.stop());

const chartLink = {
  name: 'DexScreener',
  url: 'https://dexscreener.com/solana/pair',
  embedUrl: 'https://dexscreener.com/solana/pair?embed=1',
  order: 1,
  active: true,
};
const policy = Object.fromEntries(POLICY_TEXT_FIELDS.map((field) => [field, `The ${field} text.`]));
policy.contactEmail = 'privacy@example.test';

beforeEach(async () => {
  faults.refuseWritesTo = undefined;
  await getAuth(testApp()).updateUser(ADMIN, { disabled: false });
  await clearCollections(...CONTENT);
  await seedDocs('faq', {
    f1: { question: 'What is it?', answer: 'A community token.', order: 1 },
    f2: { question: 'Who runs it?', answer: 'The community.', order: 2 },
  });
  await seedDocs('chartLinks', { c1: chartLink });
});

/** Every stored document of every content collection, history and bin included. */
async function everything() {
  return Object.fromEntries(await Promise.all(CONTENT.map(async (name) => [name, await storedDocs(name)])));
}

const history = () => storedDocs('contentHistory');

describe('the new admin routes refuse anyone but the active administrator', () => {
  const routes = [
    ['GET', '/api/admin/chart-links', undefined],
    ['POST', '/api/admin/chart-links', chartLink],
    ['PUT', '/api/admin/chart-links/c1', { name: 'Renamed' }],
    ['DELETE', '/api/admin/chart-links/c1', undefined],
    ['PUT', '/api/admin/privacy-policy', policy],
    ['DELETE', '/api/admin/privacy-policy', undefined],
    ['GET', '/api/admin/history', undefined],
    ['GET', '/api/admin/history/faq/f1', undefined],
    ['POST', '/api/admin/versions/some-version/revert', undefined],
    ['GET', '/api/admin/bin', undefined],
    ['POST', '/api/admin/bin/faq__f1/restore', undefined],
  ] as const;

  it.each(routes)(
    '%s %s: 401 without a token, 403 for another user, 401 once disabled',
    async (method, url, json) => {
      const before = await everything();
      const send = (token?: string) =>
        call(method, url, { ...(token ? { token } : {}), ...(json ? { json } : {}) });

      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);

      const stranger = await send(other);
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ success: false, message: ADMIN_REQUIRED_MESSAGE });

      await getAuth(testApp()).updateUser(ADMIN, { disabled: true });
      const disabled = await send(admin);
      expect(disabled.status).toBe(401);
      expect(disabled.body.message).toBe('This sign-in is no longer valid; please sign in again');

      expect(await everything()).toEqual(before);
    },
  );

  it('history and bin have no public route', async () => {
    for (const url of ['/api/canonical/contentHistory', '/api/canonical/contentBin', '/api/admin/bin']) {
      const answer = await call('GET', url);
      expect(answer.status, url).not.toBe(200);
    }
  });
});

describe('chart links', () => {
  it('are created, edited and hidden by the administrator, and the public route follows', async () => {
    const created = await call('POST', '/api/admin/chart-links', {
      token: admin,
      json: { name: 'Birdeye', url: 'https://birdeye.so/token/x', embedUrl: 'https://birdeye.so/tv/x' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Birdeye', active: true, order: 2 });
    const id = created.body.data.id as string;

    const hidden = await call('PUT', `/api/admin/chart-links/${id}`, {
      token: admin,
      json: { active: false },
    });
    expect(hidden.status).toBe(200);
    const publicLinks = await call('GET', '/api/firebase/chart-links');
    expect(publicLinks.body.data.map((l: { id: string }) => l.id)).toEqual(['c1']);
    const adminLinks = await call('GET', '/api/admin/chart-links', { token: admin });
    expect(adminLinks.body.data.links.map((l: { id: string }) => l.id)).toEqual(['c1', id]);
    expect(adminLinks.body.data.allowedHosts).toEqual(['dexscreener.com', 'birdeye.so']);
    expect(adminLinks.headers['cache-control']).toBe('no-store');

    expect((await history()).map((r) => [r.entryId, r.action, r.byUid, r.byEmail])).toEqual(
      expect.arrayContaining([
        [id, 'create', ADMIN, `${ADMIN}@example.test`],
        [id, 'update', ADMIN, `${ADMIN}@example.test`],
      ]),
    );
  });

  const hostile: [string, Record<string, unknown>, string, RegExp][] = [
    [
      'an http URL',
      { ...chartLink, url: 'http://dexscreener.com/x' },
      'url',
      /https on one of: dexscreener\.com, birdeye\.so/,
    ],
    [
      'another host',
      { ...chartLink, embedUrl: 'https://evil.example/x' },
      'embedUrl',
      /dexscreener\.com, birdeye\.so/,
    ],
    [
      'a look-alike host',
      { ...chartLink, url: 'https://dexscreener.com.evil.example/' },
      'url',
      /https on one of/,
    ],
    ['a javascript: URL', { ...chartLink, embedUrl: 'javascript:alert(1)' }, 'embedUrl', /https on one of/],
    [
      'credentials in the URL',
      { ...chartLink, url: 'https://a:b@dexscreener.com/' },
      'url',
      /https on one of/,
    ],
    ['a name too long', { ...chartLink, name: 'n'.repeat(61) }, 'name', /less than 60/],
    ['no name', { ...chartLink, name: '' }, 'name', /Name is required/],
    [
      'a gradient closing a style',
      { ...chartLink, gradient: 'red;}</style><script>' },
      'gradient',
      /Gradient/,
    ],
    [
      'a URL too long',
      { ...chartLink, url: `https://dexscreener.com/${'a'.repeat(600)}` },
      'url',
      /less than 500/,
    ],
    ['an unknown field', { ...chartLink, updatedBy: 'me' }, 'updatedBy', /Unknown field/],
    ['a wrong type', { ...chartLink, active: 'yes' }, 'active', /Active must be true or false/],
  ];

  it.each(hostile)(
    'refuse %s with a 400 naming the field, and write nothing',
    async (_case, json, field, message) => {
      const before = await everything();
      for (const [method, url] of [
        ['POST', '/api/admin/chart-links'],
        ['PUT', '/api/admin/chart-links/c1'],
      ] as const) {
        const answer = await call(method, url, { token: admin, json });
        expect(answer.status).toBe(400);
        expect(answer.body.success).toBe(false);
        const error = answer.body.errors.find((e: { field: string }) => e.field === field);
        expect(error?.message, JSON.stringify(answer.body)).toMatch(message);
      }
      expect(await everything()).toEqual(before);
    },
  );

  it('refuse an oversized body with 413 and a hostile id with 400, writing nothing', async () => {
    const before = await everything();
    const big = await call('POST', '/api/admin/chart-links', {
      token: admin,
      json: { ...chartLink, description: 'x'.repeat(40_000) },
    });
    expect(big.status).toBe(413);
    // Translations make a chart link's valid body larger than the API's 16 KiB (ADR 28).
    expect(big.body.message).toBe('Request body must be at most 32 KiB');
    const badId = await call('PUT', '/api/admin/chart-links/..%2Fsecrets', {
      token: admin,
      json: { name: 'x' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Invalid id/);
    expect(await everything()).toEqual(before);
  });
});

describe('the privacy policy', () => {
  it('is saved with a server-set "Last updated" in its own format, reset to the built-in text, and reverted', async () => {
    const saved = await call('PUT', '/api/admin/privacy-policy', { token: admin, json: policy });
    expect(saved.status).toBe(200);
    const today = formatPolicyDate(new Date());
    const read = await call('GET', '/api/documents/privacy-policy');
    expect(read.body.data).toMatchObject({ ...policy, lastUpdated: today });

    const reset = await call('DELETE', '/api/admin/privacy-policy', { token: admin });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/documents/privacy-policy')).body.data).toBeNull();

    const versions = await call('GET', '/api/admin/history/privacyPolicy/current', { token: admin });
    expect(versions.body.data.map((r: { action: string }) => r.action)).toEqual(['reset', 'create']);
    const reverted = await call('POST', `/api/admin/versions/${versions.body.data[1].id}/revert`, {
      token: admin,
    });
    expect(reverted.status).toBe(200);
    expect((await call('GET', '/api/documents/privacy-policy')).body.data).toMatchObject(policy);
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a missing field', { ...policy, notice: undefined }, 'notice', /Required/],
    ['an empty field', { ...policy, title: '   ' }, 'title', /Required/],
    ['an oversized field', { ...policy, introduction: 'i'.repeat(2001) }, 'introduction', /less than 2000/],
    ['a bad e-mail', { ...policy, contactEmail: 'not-an-address' }, 'contactEmail', /email address/],
    ['control characters', { ...policy, firebase: 'a\u0007b' }, 'firebase', /control characters/],
    ['a client-set date', { ...policy, lastUpdated: '1 January 2020' }, 'lastUpdated', /Unknown field/],
  ];
  it.each(bad)(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_case, json, field, message) => {
      const before = await everything();
      const answer = await call('PUT', '/api/admin/privacy-policy', { token: admin, json });
      expect(answer.status).toBe(400);
      const error = answer.body.errors.find((e: { field: string }) => e.field === field);
      expect(error?.message, JSON.stringify(answer.body)).toMatch(message);
      expect(await everything()).toEqual(before);
    },
  );
});

describe('history is written in the same transaction as the change', () => {
  it('keeps the previous version, who and when, for a create, an update, a move and a delete', async () => {
    const created = await call('POST', '/api/canonical/faq', {
      token: admin,
      json: { question: 'Is there a team?', answer: 'No fixed team.' },
    });
    const id = created.body.data.id as string;
    await call('PUT', `/api/canonical/faq/${id}`, {
      token: admin,
      json: { answer: 'A community, no fixed team.' },
    });
    await call('DELETE', `/api/canonical/faq/${id}`, { token: admin });

    const versions = await call('GET', `/api/admin/history/faq/${id}`, { token: admin });
    expect(versions.status).toBe(200);
    const records = versions.body.data as {
      action: string;
      changed: string[];
      before: unknown;
      after: unknown;
    }[];
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[1]).toMatchObject({
      changed: ['answer'],
      before: { answer: 'No fixed team.' },
      after: { answer: 'A community, no fixed team.' },
      byUid: ADMIN,
      byEmail: `${ADMIN}@example.test`,
    });
    expect(records[0]?.after).toBeNull();
    for (const record of versions.body.data)
      expect(Date.parse(record.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a history write that fails leaves no change', async () => {
    const before = await everything();
    faults.refuseWritesTo = 'contentHistory';
    const update = await call('PUT', '/api/canonical/faq/f1', {
      token: admin,
      json: { answer: 'Overwritten answer' },
    });
    const remove = await call('DELETE', '/api/canonical/faq/f2', { token: admin });
    const create = await call('POST', '/api/admin/chart-links', { token: admin, json: chartLink });
    const save = await call('PUT', '/api/admin/privacy-policy', { token: admin, json: policy });
    for (const answer of [update, remove, create, save]) {
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.body.success).toBe(false);
    }
    faults.refuseWritesTo = undefined;
    expect(await everything()).toEqual(before);
  });

  it('a content write that fails leaves no history', async () => {
    const before = await everything();
    faults.refuseWritesTo = 'faq';
    const update = await call('PUT', '/api/canonical/faq/f1', {
      token: admin,
      json: { answer: 'Overwritten answer' },
    });
    expect(update.status).toBeGreaterThanOrEqual(500);
    faults.refuseWritesTo = 'contentBin';
    const remove = await call('DELETE', '/api/canonical/faq/f2', { token: admin });
    expect(remove.status).toBeGreaterThanOrEqual(500);
    faults.refuseWritesTo = undefined;
    expect(await everything()).toEqual(before);
  });
});

describe('revert', () => {
  it('brings back any version in one action, keeps the place in the list, and is itself recorded', async () => {
    await call('PUT', '/api/canonical/faq/f1', { token: admin, json: { answer: 'Second answer.' } });
    await call('PUT', '/api/canonical/faq/f1', { token: admin, json: { question: 'Third question?' } });
    const versions = (await call('GET', '/api/admin/history/faq/f1', { token: admin })).body.data;
    const first = versions.find(
      (r: { after: { answer?: string }; changed: string[] }) =>
        r.after?.answer === 'Second answer.' && r.changed.includes('answer'),
    );

    const answer = await call('POST', `/api/admin/versions/${first.id}/revert`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: 'f1',
      question: 'What is it?',
      answer: 'Second answer.',
      order: 1,
    });
    const stored = (await storedDocs('faq')).find((d) => d.id === 'f1');
    expect(stored).toMatchObject({
      question: 'What is it?',
      answer: 'Second answer.',
      order: 1,
      updatedBy: `${ADMIN}@example.test`,
    });

    const after = (await call('GET', '/api/admin/history/faq/f1', { token: admin })).body.data;
    expect(after[0]).toMatchObject({ action: 'revert', changed: ['question'], byUid: ADMIN });
  });

  it('refuses a removal version and an entry in the bin with 409, and an unknown version with 404', async () => {
    await call('DELETE', '/api/canonical/faq/f1', { token: admin });
    const [deletion] = (await call('GET', '/api/admin/history/faq/f1', { token: admin })).body.data;
    const removal = await call('POST', `/api/admin/versions/${deletion.id}/revert`, { token: admin });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toMatch(/restore the entry from the bin/);

    await seedDocs('contentHistory', {
      h1: {
        kind: 'faq',
        entryId: 'f1',
        action: 'update',
        after: { question: 'Old?', answer: 'Old answer' },
        at: Timestamp.now(),
      },
    });
    const binned = await call('POST', '/api/admin/versions/h1/revert', { token: admin });
    expect(binned.status).toBe(409);
    expect(binned.body.message).toMatch(/in the bin/);

    const unknown = await call('POST', '/api/admin/versions/no-such-version/revert', { token: admin });
    expect(unknown.status).toBe(404);
  });
});

describe('the bin', () => {
  it('holds a deleted entry out of the public list, and restores it with its id and its place', async () => {
    expect((await call('DELETE', '/api/canonical/faq/f1', { token: admin })).status).toBe(200);
    const publicList = await call('GET', '/api/canonical/faq');
    expect(publicList.body.data.map((e: { id: string }) => e.id)).toEqual(['f2']);
    expect(JSON.stringify(publicList.body)).not.toContain('What is it?');

    const bin = await call('GET', '/api/admin/bin', { token: admin });
    expect(bin.status).toBe(200);
    expect(bin.body.data).toHaveLength(1);
    const [entry] = bin.body.data;
    expect(entry).toMatchObject({ id: 'faq__f1', kind: 'faq', entryId: 'f1', title: 'What is it?' });
    const window = Date.parse(entry.purgeAfter) - Date.parse(entry.deletedAt);
    expect(window).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await call('POST', '/api/admin/bin/faq__f1/restore', { token: admin });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: 'f1', question: 'What is it?', order: 1 });
    expect((await call('GET', '/api/canonical/faq')).body.data.map((e: { id: string }) => e.id)).toEqual([
      'f1',
      'f2',
    ]);
    expect(await storedDocs('contentBin')).toEqual([]);
    const actions = (await call('GET', '/api/admin/history/faq/f1', { token: admin })).body.data.map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['restore', 'delete']);
  });

  it('puts a restored entry last when its old place was taken meanwhile', async () => {
    await call('DELETE', '/api/canonical/faq/f1', { token: admin });
    await seedDocs('faq', { f3: { question: 'Took the place?', answer: 'Yes, order one.', order: 1 } });
    const restored = await call('POST', '/api/admin/bin/faq__f1/restore', { token: admin });
    expect(restored.body.data.order).toBe(3);
  });

  it('answers 404 for an entry not in the bin, and 400 for a hostile id', async () => {
    expect((await call('POST', '/api/admin/bin/faq__nothing/restore', { token: admin })).status).toBe(404);
    expect((await call('POST', '/api/admin/bin/secrets__x/restore', { token: admin })).status).toBe(404);
    const hostile = await call('POST', '/api/admin/bin/a.b/restore', { token: admin });
    expect(hostile.status).toBe(400);
  });

  it('is purged by the schedule after the window, with a history record, and not before', async () => {
    await call('DELETE', '/api/canonical/faq/f1', { token: admin });
    await call('DELETE', '/api/canonical/faq/f2', { token: admin });
    // Thirty days later for f1: its window has passed; f2's has not.
    await testDb()
      .collection('contentBin')
      .doc('faq__f1')
      .update({ purgeAfter: Timestamp.fromMillis(Date.now() - 1000) });
    const { handler } = await import('../functions/purge-bin.js');
    expect(await handler({}, {} as never)).toEqual({ purged: 1 });
    expect((await storedDocs('contentBin')).map((d) => d.id)).toEqual(['faq__f2']);
    const purge = (await history()).find((r) => r.action === 'purge');
    expect(purge).toMatchObject({ entryId: 'f1', kind: 'faq', byUid: 'bin-purge-schedule' });
    expect((await call('POST', '/api/admin/bin/faq__f1/restore', { token: admin })).status).toBe(404);
  });
});

describe('purging erases (ADR 17)', () => {
  it("keeps who, when and what kind of change in the purged entry's history, and removes its content and the editor's e-mail, from later backups too", async () => {
    await call('PUT', '/api/canonical/faq/f1', { token: admin, json: { answer: 'A secret second answer.' } });
    await call('DELETE', '/api/canonical/faq/f1', { token: admin });
    await testDb()
      .collection('contentBin')
      .doc('faq__f1')
      .update({ purgeAfter: Timestamp.fromMillis(Date.now() - 1000) });
    const { handler } = await import('../functions/purge-bin.js');
    expect(await handler({}, {} as never)).toEqual({ purged: 1 });

    const records = (await history()).filter((r) => r.entryId === 'f1');
    expect(records.map((r) => r.action).sort()).toEqual(['delete', 'purge', 'update']);
    for (const record of records) {
      expect(record).toMatchObject({ kind: 'faq', before: null, after: null, byEmail: null, title: '' });
      expect(record.at).toBeInstanceOf(Timestamp);
    }
    expect(records.find((r) => r.action === 'update')).toMatchObject({ byUid: ADMIN, changed: ['answer'] });
    // Another entry's history keeps its content.
    await call('PUT', '/api/canonical/faq/f2', { token: admin, json: { answer: 'Still the community.' } });
    expect((await history()).find((r) => r.entryId === 'f2')).toMatchObject({
      byEmail: `${ADMIN}@example.test`,
      after: expect.objectContaining({ answer: 'Still the community.' }),
    });

    const { buildBackup } = await import('../backups/run-backup.js');
    const backup = JSON.stringify(await buildBackup(testDb(), 'demo-meme-token', 'manual'));
    expect(backup).not.toContain('What is it?');
    expect(backup).not.toContain('A community token.');
    expect(backup).not.toContain('A secret second answer.');
  });
});

describe('recent changes', () => {
  it('lists the last 20 changes of any kind, newest first, with who and when', async () => {
    for (let i = 0; i < 22; i++) {
      await call('PUT', '/api/canonical/faq/f1', { token: admin, json: { answer: `Answer number ${i}` } });
    }
    await call('PUT', '/api/admin/chart-links/c1', { token: admin, json: { name: 'Renamed chart' } });
    const recent = await call('GET', '/api/admin/history', { token: admin });
    expect(recent.status).toBe(200);
    expect(recent.body.data).toHaveLength(20);
    expect(recent.body.data[0]).toMatchObject({
      kind: 'chartLinks',
      title: 'Renamed chart',
      action: 'update',
      byEmail: `${ADMIN}@example.test`,
    });
    expect(recent.body.data[1]).toMatchObject({ kind: 'faq', after: { answer: 'Answer number 21' } });
  });
});
