import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POLICY_TEXT_FIELDS } from '../contract/content.js';
import { MESSAGES } from '../contract/messages.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// behaviour §5, §14: no text the administrator writes may reorder what a reader sees (bidi overrides
// and isolates), on every route that takes text; the marks a language needs are kept as written.
const ADMIN = 'hidden-characters-admin';
const call = apiClient({ ADMIN_UID: ADMIN, CHART_HOSTS: 'dexscreener.com' });
let token: string;

const COLLECTIONS = [
  'announcements',
  'roadmap',
  'faq',
  'donations',
  'chartLinks',
  'privacyPolicy',
  'ledgerNotes',
  'contentHistory',
];

beforeAll(async () => {
  token = await emulatorIdToken(ADMIN);
});
beforeEach(() => clearCollections(...COLLECTIONS));

const everything = async () =>
  Object.fromEntries(await Promise.all(COLLECTIONS.map(async (name) => [name, await storedDocs(name)])));

const ANNOUNCEMENT = {
  title: 'Official link',
  body: 'Our only site is the one you are reading.',
  kind: 'advisory',
  publishAt: '2026-11-20T09:00:00Z',
  impostors: [{ type: 'domain', value: 'vibie-airdrop.xyz', reason: 'Drains wallets' }],
};
const POLICY = Object.fromEntries(POLICY_TEXT_FIELDS.map((field) => [field, `The ${field} text.`]));
POLICY.contactEmail = 'privacy@example.test';
const SIGNATURE = '5'.repeat(88);

/** Each route that takes the administrator's text, with `text` put in one of its fields. */
const ROUTES: [string, string, string, (text: string) => unknown, string][] = [
  [
    'an announcement title',
    'POST',
    '/api/canonical/announcements',
    (t) => ({ ...ANNOUNCEMENT, title: t }),
    'title',
  ],
  [
    'an announcement body',
    'POST',
    '/api/canonical/announcements',
    (t) => ({ ...ANNOUNCEMENT, body: t }),
    'body',
  ],
  [
    "an impostor's reason",
    'POST',
    '/api/canonical/announcements',
    (t) => ({ ...ANNOUNCEMENT, impostors: [{ ...ANNOUNCEMENT.impostors[0], reason: t }] }),
    'impostors.0.reason',
  ],
  [
    "an announcement's translation",
    'POST',
    '/api/canonical/announcements',
    (t) => ({ ...ANNOUNCEMENT, translations: { ar: { title: t, body: 'نص الإعلان كاملاً.' } } }),
    'translations.ar.title',
  ],
  ['a roadmap title', 'POST', '/api/canonical/roadmap', (t) => ({ title: t }), 'title'],
  ['an FAQ answer', 'POST', '/api/canonical/faq', (t) => ({ question: 'Is it safe?', answer: t }), 'answer'],
  [
    "an FAQ answer's translation",
    'POST',
    '/api/canonical/faq',
    (t) => ({
      question: 'Is it safe?',
      answer: 'Read this first.',
      translations: { ar: { question: 'هل هو آمن؟', answer: t } },
    }),
    'translations.ar.answer',
  ],
  [
    'a donation goal description',
    'POST',
    '/api/canonical/donations',
    (t) => ({ title: 'Listing', description: t }),
    'description',
  ],
  [
    'a chart link name',
    'POST',
    '/api/admin/chart-links',
    (t) => ({
      name: t,
      url: 'https://dexscreener.com/solana/x',
      embedUrl: 'https://dexscreener.com/solana/x?embed=1',
    }),
    'name',
  ],
  ['a privacy policy field', 'PUT', '/api/admin/privacy-policy', (t) => ({ ...POLICY, notice: t }), 'notice'],
  ['a ledger note', 'PUT', `/api/admin/ledger/notes/${SIGNATURE}`, (t) => ({ note: t }), 'note'],
];

const OVERRIDES = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('direction overrides and isolates', () => {
  it.each(OVERRIDES.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'refuses %s in a title with a 400 naming the field, and stores nothing',
    async (_name, c) => {
      const answer = await call('POST', '/api/canonical/announcements', {
        token,
        json: { ...ANNOUNCEMENT, title: `Official link ${c}elpmaxe.live//:sptth` },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'title', message: MESSAGES.directionChars }]);
      expect(await storedDocs('announcements')).toEqual([]);
    },
  );

  it.each(ROUTES)(
    'refuses one in %s, naming the field, and writes nothing',
    async (_case, method, url, body, field) => {
      const before = await everything();
      const answer = await call(method, url, {
        token,
        json: body('Official link \u202Eelpmaxe.live//:sptth'),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body.errors).toContainEqual({
        field,
        message: expect.stringContaining(MESSAGES.directionChars),
      });
      expect(await everything()).toEqual(before);
    },
  );
});

describe('the marks a language needs', () => {
  // Arabic with its letter mark (U+061C) and a right-to-left mark (U+200F) around a Latin name, a
  // left-to-right mark (U+200E), Persian's zero-width non-joiner (U+200C), and emoji joined by ZWJ.
  const ARABIC_TITLE = 'تحذير\u061C: حساب @vibie_support\u200F ليس لنا';
  const ARABIC_BODY = 'لا نرسل رسائل خاصة أبداً.\u200E VIBIE\u200E هو الرمز الوحيد. می\u200Cخواهم';
  const EMOJI = 'Community call 👨‍👩‍👧‍👦 🏳️‍🌈 🧑🏽‍💻 tonight';
  // Each mark once, short enough for the shortest field (a chart link's name, 60 characters).
  const EVERY_MARK = 'تحذير\u061C\u200F 👨‍👩‍👧 می\u200Cخواهم\u200E VIBIE';

  it('keeps them as written in an announcement and its translation, and serves them', async () => {
    const created = await call('POST', '/api/canonical/announcements', {
      token,
      json: {
        ...ANNOUNCEMENT,
        title: EMOJI,
        translations: { ar: { title: ARABIC_TITLE, body: ARABIC_BODY } },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const arabic = await call('GET', '/api/locales/ar/canonical/announcements');
    expect(arabic.body.data[0]).toMatchObject({ title: ARABIC_TITLE, body: ARABIC_BODY });
    const english = await call('GET', '/api/canonical/announcements');
    expect(english.body.data[0].title).toBe(EMOJI);
  });

  it.each(ROUTES)('accepts them in %s', async (_case, method, url, body) => {
    const answer = await call(method, url, { token, json: body(EVERY_MARK) });
    // The ledger has no outflow with this signature: the text passed, the signature did not.
    const expected = url.includes('/ledger/') ? 404 : method === 'POST' ? 201 : 200;
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
  });
});
