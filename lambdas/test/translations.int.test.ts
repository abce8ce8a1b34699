import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../contract/content-locales.js';
import { LIMITS, MESSAGES } from '../contract/messages.js';
import { type Answer, apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// Translated admin content (ADR 28), through the real handlers against the Firestore and Auth
// emulators: what the admin saves, what each locale's public path serves, and what English keeps.
const ADMIN = 'translations-admin';
const call = apiClient({ ADMIN_UID: ADMIN, CHART_HOSTS: 'dexscreener.com', BIN_RETENTION_DAYS: '30' });
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken(ADMIN);
});

beforeEach(async () => {
  await clearCollections('faq', 'roadmap', 'chartLinks', 'contentHistory', 'contentBin');
});

const faq = { question: 'What is the token?', answer: 'A community token.' };
const es = { question: '¿Qué es el token?', answer: 'Un token de la comunidad.' };
const ja = { question: 'トークンとは？', answer: 'コミュニティのトークンです。' };

const admin = (method: string, url: string, json?: unknown) =>
  call(method, url, { token, ...(json === undefined ? {} : { json }) });

async function createFaq(body: object = faq): Promise<string> {
  const created = await admin('POST', '/api/canonical/faq', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

const storedFaq = async (id: string) => (await storedDocs('faq')).find((doc) => doc.id === id);

describe('an FAQ answer in Spanish', () => {
  it('is served on the Spanish path, and the English answer stays as it was', async () => {
    const id = await createFaq();
    const englishBefore = await call('GET', '/api/canonical/faq');

    const saved = await admin('PUT', `/api/canonical/faq/${id}`, { translations: { es } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.translations).toEqual({ es });
    expect(await storedFaq(id)).toMatchObject({ ...faq, translations: { es } });

    const spanish = await call('GET', '/api/locales/es/canonical/faq');
    expect(spanish.status).toBe(200);
    expect(spanish.body).toEqual({
      success: true,
      data: [{ id, order: 1, updatedAt: saved.body.data.updatedAt, ...es }],
    });

    // English: the same entry, only its save time newer; no translations, no author.
    const english = await call('GET', '/api/canonical/faq');
    expect(english.body).toEqual({
      ...englishBefore.body,
      data: [{ ...englishBefore.body.data[0], updatedAt: saved.body.data.updatedAt }],
    });
    expect(JSON.stringify(english.body)).not.toMatch(/translations|Qué|untranslated/);

    // The admin's list shows the translations, to edit them.
    const listed = await admin('GET', '/api/admin/canonical/faq');
    expect(listed.body.data[0].translations).toEqual({ es });
  });

  it('leaves Japanese in English, naming the fields a visitor reads in English', async () => {
    await createFaq({ ...faq, translations: { es } });
    await createFaq({ question: 'Where can I buy it?', answer: 'On a DEX.', translations: { ja } });
    const japanese = await call('GET', '/api/locales/ja/canonical/faq');
    expect(japanese.status).toBe(200);
    expect(
      japanese.body.data.map((e: Record<string, unknown>) => [e.question, e.answer, e.untranslated]),
    ).toEqual([
      [faq.question, faq.answer, ['question', 'answer']],
      [ja.question, ja.answer, undefined],
    ]);
    const spanish = await call('GET', '/api/locales/es/canonical/faq');
    expect(spanish.body.data[0]).not.toHaveProperty('untranslated');
    expect(spanish.body.data[1].untranslated).toEqual(['question', 'answer']);
  });

  it('falls back field by field: a roadmap item with only its title translated', async () => {
    const item = { title: 'Security audit', description: 'An external review', status: 'planned' };
    const created = await admin('POST', '/api/canonical/roadmap', {
      ...item,
      translations: { ja: { title: '外部監査' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const japanese = await call('GET', '/api/locales/ja/canonical/roadmap');
    expect(japanese.body.data).toEqual([
      {
        id: created.body.data.id,
        order: 1,
        updatedAt: created.body.data.updatedAt,
        ...item,
        title: '外部監査',
        untranslated: ['description'],
      },
    ]);
  });

  it('answers a locale the site does not have with 400, naming the locales', async () => {
    for (const url of [
      '/api/locales/en/canonical/faq',
      '/api/locales/fr/canonical/faq',
      '/api/locales/ES/firebase/chart-links',
    ]) {
      const answer = await call('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).toEqual({
        success: false,
        message: expect.stringContaining(`use one of ${CONTENT_LOCALES.join(', ')}`),
      });
    }
    expect((await call('GET', '/api/locales/es/canonical/users')).status).toBe(404);
  });

  it('is cached as the English answer is: ETag, 304, and a new ETag after an edit', async () => {
    const id = await createFaq({ ...faq, translations: { es } });
    const first = await call('GET', '/api/locales/es/canonical/faq');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const english = await call('GET', '/api/canonical/faq');
    expect(english.headers.etag).not.toBe(etag);

    const again = await call('GET', '/api/locales/es/canonical/faq', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);

    await admin('PUT', `/api/canonical/faq/${id}`, {
      translations: { es: { ...es, answer: 'Un token, nada más.' } },
    });
    const changed = await call('GET', '/api/locales/es/canonical/faq', {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data[0].answer).toBe('Un token, nada más.');
  });
});

describe('saving translations', () => {
  it('keeps them when another field changes, replaces the map whole, and clears it with {}', async () => {
    const id = await createFaq({ ...faq, translations: { es, ja } });
    expect((await storedFaq(id))?.translations).toEqual({ es, ja });

    await admin('PUT', `/api/canonical/faq/${id}`, { answer: 'A community meme token.' });
    expect(await storedFaq(id)).toMatchObject({
      answer: 'A community meme token.',
      translations: { es, ja },
    });

    // The form sends every tab: Japanese emptied, so Japanese is gone.
    const emptied = await admin('PUT', `/api/canonical/faq/${id}`, {
      translations: { es, ja: { question: '', answer: ' ' } },
    });
    expect(emptied.status).toBe(200);
    expect((await storedFaq(id))?.translations).toEqual({ es });
    expect((await call('GET', '/api/locales/ja/canonical/faq')).body.data[0].untranslated).toEqual([
      'question',
      'answer',
    ]);

    const cleared = await admin('PUT', `/api/canonical/faq/${id}`, { translations: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('translations');
    expect((await storedFaq(id))?.translations).toEqual({});
    expect((await admin('GET', '/api/admin/canonical/faq')).body.data[0]).not.toHaveProperty('translations');
    expect((await call('GET', '/api/locales/es/canonical/faq')).body.data[0]).toMatchObject({
      question: faq.question,
      untranslated: ['question', 'answer'],
    });

    const history = await admin('GET', `/api/admin/history/faq/${id}`);
    expect(history.body.data.map((r: { changed: string[] }) => r.changed)).toEqual([
      ['translations'],
      ['translations'],
      ['answer'],
      expect.any(Array),
    ]);
  });

  it('takes the largest entry with every translation, each character 3 bytes', async () => {
    // The most UTF-8 a counted character takes: an emoji is 4 bytes, but counts as 2.
    const full = { question: '問'.repeat(300), answer: '答'.repeat(4000) };
    const translations = Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, full]));
    const body = { ...full, translations };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(LIMITS.bodyMaxBytes * 8);
    const id = await createFaq(body);
    expect((await storedFaq(id))?.translations).toEqual(translations);
  });

  const hostile: [string, unknown, string, RegExp][] = [
    ['an unknown locale', { xx: es }, 'translations.xx', /^Unknown locale "xx": use one of es, /],
    ['English as a locale', { en: es }, 'translations.en', /^Unknown locale "en"/],
    ['a list for the map', [es], 'translations', /^Translations must be an object/],
    ['text for a locale', { es: 'hola' }, 'translations.es', /^Spanish: must be an object of fields$/],
    [
      'a control character',
      { es: { ...es, answer: 'Un token\u0000 oculto' } },
      'translations.es.answer',
      /^Spanish: Text must not contain control characters$/,
    ],
    [
      'an answer over 4000 characters',
      { ja: { ...ja, answer: '答'.repeat(4001) } },
      'translations.ja.answer',
      new RegExp(`^Japanese: ${MESSAGES.faqAnswerMax}$`),
    ],
    [
      'a field no translation has',
      { es: { ...es, order: 0 } },
      'translations.es.order',
      /^Spanish: "order" cannot be translated$/,
    ],
    [
      "a required field too short (Chinese: half of English's minimum, rounded up, so under 3)",
      { 'zh-cn': { question: '为何', answer: '因为。' } },
      'translations.zh-cn.question',
      /^Chinese \(Simplified\): Question must be at least 3 characters$/,
    ],
    [
      "a required field too short (Spanish: English's minimum)",
      { es: { question: '¿Qué', answer: 'Porque sí.' } },
      'translations.es.question',
      new RegExp(`^Spanish: ${MESSAGES.faqQuestionMin}$`),
    ],
  ];

  it.each(hostile)(
    'refuses %s with 400, naming the locale, and writes nothing',
    async (_case, translations, field, message) => {
      const id = await createFaq({ ...faq, translations: { es } });
      const before = await storedDocs('faq');
      const historyBefore = await storedDocs('contentHistory');
      for (const [method, url, body] of [
        ['PUT', `/api/canonical/faq/${id}`, { translations }],
        ['POST', '/api/canonical/faq', { ...faq, translations }],
      ] as const) {
        const answer: Answer = await admin(method, url, body);
        expect(answer.status, `${method} ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.message).toMatch(message);
        expect(answer.body.errors).toContainEqual({ field, message: expect.stringMatching(message) });
      }
      expect(await storedDocs('faq')).toEqual(before);
      expect(await storedDocs('contentHistory')).toEqual(historyBefore);
    },
  );

  it('refuses a body over 192 KiB with 413, writing nothing', async () => {
    const id = await createFaq();
    const before = await storedDocs('faq');
    const padding = ' '.repeat(LIMITS.contentBodyMaxBytes);
    const answer = await admin('PUT', `/api/canonical/faq/${id}`, {
      translations: { es: { ...es, answer: `${es.answer}${padding}` } },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body must be at most 192 KiB' });
    expect(await storedDocs('faq')).toEqual(before);
  });
});

describe('history and the bin', () => {
  it('a revert brings back the translations of that version, whole', async () => {
    const id = await createFaq({ ...faq, translations: { es } });
    await admin('PUT', `/api/canonical/faq/${id}`, { translations: { ja } });
    expect((await storedFaq(id))?.translations).toEqual({ ja });

    const versions = await admin('GET', `/api/admin/history/faq/${id}`);
    const created = versions.body.data.find((r: { action: string }) => r.action === 'create');
    const reverted = await admin('POST', `/api/admin/versions/${created.id}/revert`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await storedFaq(id))?.translations).toEqual({ es });
    expect((await call('GET', '/api/locales/es/canonical/faq')).body.data[0]).toMatchObject(es);
    expect((await call('GET', '/api/locales/ja/canonical/faq')).body.data[0]).toMatchObject(faq);
  });

  it('an entry restored from the bin keeps its translations', async () => {
    const id = await createFaq({ ...faq, translations: { es, ja } });
    expect((await admin('DELETE', `/api/canonical/faq/${id}`)).status).toBe(200);
    expect((await call('GET', '/api/locales/es/canonical/faq')).body.data).toEqual([]);
    const bin = await admin('GET', '/api/admin/bin');
    expect(bin.body.data[0].data.translations).toEqual({ es, ja });

    const restored = await admin('POST', `/api/admin/bin/faq__${id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await storedFaq(id))?.translations).toEqual({ es, ja });
    expect((await call('GET', '/api/locales/es/canonical/faq')).body.data[0]).toMatchObject(es);
  });
});

describe('chart links', () => {
  const link = {
    name: 'DexScreener',
    description: 'Price chart',
    url: 'https://dexscreener.com/solana/pair',
    embedUrl: 'https://dexscreener.com/solana/pair?embed=1',
  };
  const ru = { name: 'Биржа', description: 'График цены' };

  it('are served in the locale on its path, and English keeps none', async () => {
    const created = await admin('POST', '/api/admin/chart-links', { ...link, translations: { ru } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await storedDocs('chartLinks'))[0]).toMatchObject({ translations: { ru } });

    const russian = await call('GET', '/api/locales/ru/firebase/chart-links');
    expect(russian.status).toBe(200);
    expect(russian.body.data).toEqual([{ id, ...link, ...ru, order: 1, active: true }]);
    const korean = await call('GET', '/api/locales/ko/firebase/chart-links');
    expect(korean.body.data).toEqual([
      { id, ...link, order: 1, active: true, untranslated: ['name', 'description'] },
    ]);
    const english = await call('GET', '/api/firebase/chart-links');
    expect(english.body.data).toEqual([{ id, ...link, order: 1, active: true }]);

    const etag = russian.headers.etag as string;
    expect(
      (await call('GET', '/api/locales/ru/firebase/chart-links', { headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);

    await admin('PUT', `/api/admin/chart-links/${id}`, { active: true });
    expect((await storedDocs('chartLinks'))[0]).toMatchObject({ translations: { ru } });
    const refused = await admin('PUT', `/api/admin/chart-links/${id}`, {
      translations: { ru: { name: 'Б'.repeat(61) } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'translations.ru.name', message: expect.stringMatching(/^Russian: /) },
    ]);
    expect((await storedDocs('chartLinks'))[0]).toMatchObject({ translations: { ru } });

    expect((await admin('PUT', `/api/admin/chart-links/${id}`, { translations: {} })).status).toBe(200);
    expect((await storedDocs('chartLinks'))[0]?.translations).toEqual({});
    const after = await call('GET', '/api/locales/ru/firebase/chart-links', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.data[0]).toMatchObject({ ...link, untranslated: ['name', 'description'] });
  });
});
