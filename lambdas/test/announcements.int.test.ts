import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../scripts/content/restore-check.js';
import { buildBackup } from '../backups/run-backup.js';
import { ANNOUNCEMENT_MESSAGES } from '../contract/announcement-fields.js';
import { MESSAGES } from '../contract/messages.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testDb } from './firestore-admin.js';

// behaviour §14: announcements and advisories, written through the generic entry routes.
const call = apiClient({ ADMIN_UID: 'news-admin' });
let token: string;

const URL = '/api/canonical/announcements';
const MINT = 'So11111111111111111111111111111111111111112';

const ADVISORY = {
  title: 'That airdrop is not us',
  body: 'A second "airdrop" site asks you to connect your wallet. We never airdrop. Official links: https://example.org/official',
  kind: 'advisory',
  publishAt: '2026-11-20T09:00:00+01:00',
  impostors: [
    { type: 'domain', value: 'Airdrop-Claim.Example.', reason: 'Drains wallets' },
    { type: 'mint', value: MINT, reason: 'A second mint with our name' },
    { type: 'handle', value: '@Support_Team', reason: 'Fake support account' },
  ],
  translations: {
    es: { title: 'Ese airdrop no es nuestro', body: 'Nunca hacemos airdrops. No conectes tu billetera.' },
  },
};

beforeAll(async () => {
  token = await emulatorIdToken('news-admin');
});

beforeEach(async () => {
  await clearCollections('announcements', 'contentHistory', 'contentBin', 'idempotencyKeys');
});

describe('the public list at its bound', () => {
  it('holds the newest 500 published, newest first, however many are stored, and no scheduled one takes a place', async () => {
    // Ids that sort the newest last, where a read in id order would leave it out.
    const old = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [
        `a${String(i).padStart(3, '0')}`,
        {
          title: `Old news ${i}`,
          body: 'Listed somewhere.',
          kind: 'news',
          publishAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
          order: i + 1,
        },
      ]),
    );
    await seedDocs('announcements', {
      ...old,
      zz_newest: {
        title: 'That airdrop is not us',
        body: 'We never airdrop.',
        kind: 'advisory',
        publishAt: '2026-11-20T08:00:00.000Z',
        order: 501,
      },
      zz_scheduled: {
        title: 'Soon',
        body: 'Scheduled.',
        kind: 'news',
        publishAt: '2099-01-01T00:00:00.000Z',
        order: 502,
      },
    });
    const answer = await call('GET', URL);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((entry: { id: string }) => entry.id);
    expect(ids).toHaveLength(500);
    expect(ids[0]).toBe('zz_newest');
    expect(ids[1]).toBe('a499');
    expect(ids).not.toContain('zz_scheduled');
    // The oldest is the one left out.
    expect(ids).not.toContain('a000');
  });
});

describe('publishing an announcement', () => {
  it('stores an advisory with its impostors in the form the checker compares, and serves it', async () => {
    const created = await call('POST', URL, { token, json: ADVISORY });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Announcement created successfully!');
    const [stored] = await storedDocs('announcements');
    expect(stored).toMatchObject({
      title: ADVISORY.title,
      kind: 'advisory',
      publishAt: '2026-11-20T08:00:00.000Z',
      impostors: [
        { type: 'domain', value: 'airdrop-claim.example', reason: 'Drains wallets' },
        { type: 'mint', value: MINT, reason: 'A second mint with our name' },
        { type: 'handle', value: 'support_team', reason: 'Fake support account' },
      ],
      updatedBy: expect.any(String),
    });

    const english = await call('GET', URL);
    expect(english.status).toBe(200);
    expect(english.headers['cache-control']).toMatch(/public/);
    expect(english.body.data).toEqual([
      expect.objectContaining({ id: created.body.data.id, title: ADVISORY.title, kind: 'advisory' }),
    ]);
    expect(english.body.data[0]).not.toHaveProperty('updatedBy');
    expect(english.body.data[0]).not.toHaveProperty('translations');

    const spanish = await call('GET', '/api/locales/es/canonical/announcements');
    expect(spanish.body.data[0]).toMatchObject({
      title: 'Ese airdrop no es nuestro',
      body: 'Nunca hacemos airdrops. No conectes tu billetera.',
      impostors: [{ value: 'airdrop-claim.example' }, { value: MINT }, { value: 'support_team' }],
    });
    // The impostors' reasons have no Spanish yet: they are shown in English, marked so (ADR 28).
    expect(spanish.body.data[0].untranslated).toEqual(['reasons']);
    const korean = await call('GET', '/api/locales/ko/canonical/announcements');
    expect(korean.body.data[0]).toMatchObject({ title: ADVISORY.title });
    expect(korean.body.data[0].untranslated).toEqual(expect.arrayContaining(['title', 'body', 'reasons']));
  });

  it('shows visitors only what is published, newest first; the administrator sees everything', async () => {
    await seedDocs('announcements', {
      old: {
        title: 'Listed',
        body: 'Listed on a DEX.',
        kind: 'news',
        publishAt: '2026-01-01T00:00:00.000Z',
        order: 1,
      },
      late: {
        title: 'Burn',
        body: 'Burned 1%.',
        kind: 'news',
        publishAt: '2026-06-01T00:00:00.000Z',
        order: 2,
      },
      future: {
        title: 'Soon',
        body: 'Scheduled.',
        kind: 'news',
        publishAt: '2099-01-01T00:00:00.000Z',
        order: 3,
      },
      // A hand-edited news entry with impostors: visitors never see them.
      odd: {
        title: 'Odd',
        body: 'Odd entry.',
        kind: 'news',
        publishAt: '2025-01-01T00:00:00.000Z',
        impostors: [{ type: 'domain', value: 'x.example', reason: 'r' }],
        order: 4,
      },
    });
    const visitors = await call('GET', URL);
    expect(visitors.body.data.map((a: { id: string }) => a.id)).toEqual(['late', 'old', 'odd']);
    expect(visitors.body.data[2]).not.toHaveProperty('impostors');
    const admin = await call('GET', '/api/admin/canonical/announcements', { token });
    expect(admin.body.data.map((a: { id: string }) => a.id).sort()).toEqual(['future', 'late', 'odd', 'old']);
  });

  it('answers 304 to a visitor whose copy is current', async () => {
    await call('POST', URL, { token, json: ADVISORY });
    const first = await call('GET', URL);
    const again = await call('GET', URL, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('a create retried with the same Idempotency-Key publishes once', async () => {
    const headers = { 'idempotency-key': 'news-retry-0000000001' };
    const first = await call('POST', URL, { token, json: ADVISORY, headers });
    const second = await call('POST', URL, { token, json: ADVISORY, headers });
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await storedDocs('announcements')).toHaveLength(1);
  });

  it('defaults to news, and an edit keeps the publish time', async () => {
    const at = '2026-11-01T12:00:00.000Z';
    const created = await call('POST', URL, {
      token,
      json: { title: 'Listing', body: 'We are listed.', publishAt: at },
    });
    expect(created.body.data).toMatchObject({ kind: 'news', publishAt: at });
    const updated = await call('PUT', `${URL}/${created.body.data.id}`, {
      token,
      json: { title: 'Listing day' },
    });
    expect(updated.status).toBe(200);
    const [stored] = await storedDocs('announcements');
    expect(stored).toMatchObject({ title: 'Listing day', publishAt: at });
  });

  it('a delete moves it to the bin and keeps its history', async () => {
    const created = await call('POST', URL, { token, json: ADVISORY });
    const id = created.body.data.id as string;
    const deleted = await call('DELETE', `${URL}/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect(await storedDocs('announcements')).toEqual([]);
    expect(await storedDocs('contentBin')).toEqual([
      expect.objectContaining({ id: `announcements__${id}`, kind: 'announcements' }),
    ]);
    const history = await call('GET', `/api/admin/history/announcements/${id}`, { token });
    expect(history.body.data.map((r: { action: string }) => r.action)).toEqual(['delete', 'create']);
    const restored = await call('POST', `/api/admin/bin/announcements__${id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await call('GET', URL)).body.data).toHaveLength(1);
  });
});

describe('a backup', () => {
  it('holds the announcements, and a restore refuses one the route would refuse, naming it', async () => {
    const created = await call('POST', URL, { token, json: ADVISORY });
    const id = created.body.data.id as string;
    const backup = await buildBackup(testDb(), 'demo-announcements', 'manual');
    expect(backup.schemaVersion).toBe(4);
    const entries = 'announcements' in backup.collections ? backup.collections.announcements : [];
    const entry = entries.find((e) => e.id === id);
    expect(entry?.fields).toMatchObject({
      kind: 'advisory',
      impostors: [{ type: 'domain', value: 'airdrop-claim.example' }, {}, {}],
    });
    // Other files' entries share this emulator: only the announcements are judged here.
    const ours = () => contentProblems(backup, []).filter((line) => line.startsWith('announcements/'));
    expect(ours()).toEqual([]);
    (entry as { fields: Record<string, unknown> }).fields.body = '<script>alert(1)</script>';
    expect(ours()).toEqual([`announcements/${id}: body: ${ANNOUNCEMENT_MESSAGES.html}`]);
  });
});

describe('hostile or wrong input is refused with 400 naming the field, and nothing is written', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'a script tag in the title',
      { title: '<script>alert(1)</script>' },
      'title',
      ANNOUNCEMENT_MESSAGES.html,
    ],
    [
      'an image tag in the body',
      { body: 'Look <img src=x onerror=alert(1)>' },
      'body',
      ANNOUNCEMENT_MESSAGES.html,
    ],
    [
      'a javascript: link',
      { body: 'Claim here: javascript:alert(document.cookie)' },
      'body',
      ANNOUNCEMENT_MESSAGES.unsafeLink,
    ],
    [
      'a data: link',
      { body: 'Open data:text/html;base64,PHNjcmlwdD4=' },
      'body',
      ANNOUNCEMENT_MESSAGES.unsafeLink,
    ],
    ['control characters', { body: 'Hidden\u0000text\u001b[2J here' }, 'body', MESSAGES.controlChars],
    ['an empty title', { title: '  ' }, 'title', ANNOUNCEMENT_MESSAGES.titleMin],
    ['a body over 3,000 characters', { body: 'x'.repeat(3001) }, 'body', ANNOUNCEMENT_MESSAGES.bodyMax],
    ['an unknown kind', { kind: 'rumour' }, 'kind', ANNOUNCEMENT_MESSAGES.kindInvalid],
    [
      'a publish time that is not one',
      { publishAt: 'tomorrow' },
      'publishAt',
      ANNOUNCEMENT_MESSAGES.publishAtInvalid,
    ],
    [
      'a publish time in 2200',
      { publishAt: '2200-01-01T00:00:00Z' },
      'publishAt',
      ANNOUNCEMENT_MESSAGES.publishAtInvalid,
    ],
    [
      'an impostor "domain" that is a URL',
      { impostors: [{ type: 'domain', value: 'https://evil.example/claim', reason: 'Phishing' }] },
      'impostors.0.value',
      ANNOUNCEMENT_MESSAGES.impostorDomainInvalid,
    ],
    [
      'an impostor "domain" that is words',
      { impostors: [{ type: 'domain', value: 'not a domain', reason: 'Phishing' }] },
      'impostors.0.value',
      ANNOUNCEMENT_MESSAGES.impostorDomainInvalid,
    ],
    [
      'an impostor "domain" without a dot',
      { impostors: [{ type: 'domain', value: 'localhost', reason: 'Phishing' }] },
      'impostors.0.value',
      ANNOUNCEMENT_MESSAGES.impostorDomainInvalid,
    ],
    [
      'an impostor mint that is not base58',
      { impostors: [{ type: 'mint', value: '0OIl'.repeat(10), reason: 'Fake' }] },
      'impostors.0.value',
      ANNOUNCEMENT_MESSAGES.impostorMintInvalid,
    ],
    [
      'an impostor handle with a space',
      { impostors: [{ type: 'handle', value: '@real support', reason: 'Fake' }] },
      'impostors.0.value',
      ANNOUNCEMENT_MESSAGES.impostorHandleInvalid,
    ],
    [
      'an impostor of an unknown type',
      { impostors: [{ type: 'email', value: 'a@b.example', reason: 'Fake' }] },
      'impostors.0.type',
      ANNOUNCEMENT_MESSAGES.impostorTypeInvalid,
    ],
    [
      'an impostor without a reason',
      { impostors: [{ type: 'domain', value: 'evil.example', reason: '' }] },
      'impostors.0.reason',
      ANNOUNCEMENT_MESSAGES.impostorReasonRequired,
    ],
    [
      'a script tag in a reason',
      { impostors: [{ type: 'domain', value: 'evil.example', reason: '<script>x</script>' }] },
      'impostors.0.reason',
      ANNOUNCEMENT_MESSAGES.html,
    ],
    [
      'impostors on news',
      { kind: 'news', impostors: [{ type: 'domain', value: 'evil.example', reason: 'Phishing' }] },
      'impostors',
      ANNOUNCEMENT_MESSAGES.impostorsNewsOnly,
    ],
    [
      'a script tag in the Spanish body',
      { translations: { es: { title: 'Aviso', body: '<script>alert(1)</script>' } } },
      'translations.es.body',
      `Spanish: ${ANNOUNCEMENT_MESSAGES.html}`,
    ],
    ['a forged author', { updatedBy: 'mallory' }, 'updatedBy', 'Unknown field: updatedBy'],
  ];

  it('a missing publish time', async () => {
    const { publishAt: _missing, ...rest } = ADVISORY;
    const answer = await call('POST', URL, { token, json: rest });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({
      field: 'publishAt',
      message: ANNOUNCEMENT_MESSAGES.publishAtInvalid,
    });
    expect(await storedDocs('announcements')).toEqual([]);
  });

  it.each(cases)('%s', async (_name, change, field, message) => {
    const answer = await call('POST', URL, { token, json: { ...ADVISORY, ...change } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toContainEqual({ field, message });
    expect(await storedDocs('announcements')).toEqual([]);
    expect(await storedDocs('contentHistory')).toEqual([]);
  });

  it('an edit with a script tag leaves the stored announcement as it was', async () => {
    const created = await call('POST', URL, { token, json: ADVISORY });
    const before = await storedDocs('announcements');
    const answer = await call('PUT', `${URL}/${created.body.data.id}`, {
      token,
      json: { body: '<script>alert(1)</script>' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field: 'body', message: ANNOUNCEMENT_MESSAGES.html });
    expect(await storedDocs('announcements')).toEqual(before);
  });

  it('a 1 MB body is refused before it is read (413), and nothing is written', async () => {
    const answer = await call('POST', URL, { token, json: { ...ADVISORY, body: 'x'.repeat(1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/too large|bytes|KiB/i);
    expect(await storedDocs('announcements')).toEqual([]);
  });

  it('a visitor cannot write', async () => {
    const answer = await call('POST', URL, { json: ADVISORY });
    expect(answer.status).toBe(401);
    expect(await storedDocs('announcements')).toEqual([]);
  });
});
