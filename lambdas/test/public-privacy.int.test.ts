import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs } from './firestore-admin.js';

// ADR 18: no public answer names the administrator, whatever was stored and by whom.
const ADMIN = 'privacy-admin';
const EMAIL = `${ADMIN}@example.test`;
const call = apiClient({ ADMIN_UID: ADMIN });

const COLLECTIONS = ['donations', 'roadmap', 'faq'] as const;
/**
 * Every public GET route, with {collection} filled in for each content collection and {locale} with
 * Spanish, whose translations the writes below carry (ADR 28).
 */
const publicUrls = ROUTES.filter((route) => !route.admin && route.method === 'GET').flatMap((route) => {
  const path = route.path.replace('{locale}', 'es');
  return path.includes('{collection}')
    ? COLLECTIONS.map((collection) => path.replace('{collection}', collection))
    : [path];
});

const bodies = {
  donations: { title: 'Admin goal', translations: { es: { title: 'Meta' } } },
  roadmap: { title: 'Admin item', translations: { es: { title: 'Tarea' } } },
  faq: {
    question: 'Admin question?',
    answer: 'Admin answer.',
    translations: { es: { question: '¿Pregunta?', answer: 'Respuesta.' } },
  },
};

beforeAll(async () => {
  await clearCollections(...COLLECTIONS, 'chartLinks', 'privacyPolicy');
  // Stored before this rule (and as a hand edit might store it): the e-mail and uid in every place.
  const author = { updatedBy: EMAIL, updatedByUid: ADMIN, createdBy: EMAIL, updatedAt: Timestamp.now() };
  await seedDocs('donations', { old: { title: 'Old goal', order: 9, ...author } });
  await seedDocs('roadmap', { old: { title: 'Old item', status: 'planned', order: 9, ...author } });
  await seedDocs('faq', { old: { question: 'Old question?', answer: 'Old answer.', order: 9, ...author } });
  await seedDocs('chartLinks', {
    old: {
      name: 'DEX',
      url: 'https://dexscreener.com/solana/x',
      embedUrl: 'https://dexscreener.com/solana/x?embed=1',
      order: 1,
      ...author,
    },
  });
  await seedDocs('privacyPolicy', { current: { title: 'Privacy Policy', notice: 'A notice.', ...author } });

  // Then the administrator writes through the API: create, update and move.
  const token = await emulatorIdToken(ADMIN);
  for (const collection of COLLECTIONS) {
    const created = await call('POST', `/api/canonical/${collection}`, { token, json: bodies[collection] });
    expect(created.status).toBe(201);
    // The write's own answer is the administrator's: it may name them (the panel's "Updated: by").
    expect(created.body.data.updatedBy).toBe(EMAIL);
    const updated = await call('PUT', `/api/canonical/${collection}/old`, {
      token,
      json: collection === 'faq' ? { answer: 'Edited answer.' } : { title: 'Edited title' },
    });
    expect(updated.status).toBe(200);
  }
  expect(
    (await call('POST', '/api/canonical/roadmap/old/move', { token, json: { direction: 'down' } })).status,
  ).toBe(200);
});

describe('public answers after the administrator wrote', () => {
  it('cover every public GET route of the route table', () => {
    expect(publicUrls).toEqual(
      expect.arrayContaining([
        '/api/canonical/faq',
        '/api/canonical/donations',
        '/api/canonical/roadmap',
        '/api/firebase/chart-links',
        '/api/documents/privacy-policy',
        '/api/locales/es/canonical/faq',
        '/api/locales/es/firebase/chart-links',
      ]),
    );
  });

  it.each(publicUrls)("%s carries neither the administrator's e-mail nor uid", async (url) => {
    const answer = await call('GET', url);
    const text = JSON.stringify(answer.body).toLowerCase();
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(ADMIN);
    expect(text).not.toContain('updatedby');
    expect(text).not.toContain('createdby');
  });

  it.each(COLLECTIONS)(
    '/api/canonical/%s still lists the written entries with their times',
    async (collection) => {
      const answer = await call('GET', `/api/canonical/${collection}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(2);
      for (const entry of answer.body.data) expect(entry.updatedAt).toEqual(expect.any(String));
    },
  );

  it('the admin-only list keeps "Updated: by" for the panel, and refuses anyone without a token', async () => {
    const token = await emulatorIdToken(ADMIN);
    const answer = await call('GET', '/api/admin/canonical/faq', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.data.map((entry: { updatedBy: string }) => entry.updatedBy)).toEqual([EMAIL, EMAIL]);
    const anonymous = await call('GET', '/api/admin/canonical/faq');
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain(EMAIL);
  });

  it('the admin-only list answers 404 for an unknown collection', async () => {
    const answer = await call('GET', '/api/admin/canonical/wallets', { token: await emulatorIdToken(ADMIN) });
    expect(answer.status).toBe(404);
  });
});
