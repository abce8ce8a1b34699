import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { chainDb, clearCollections, seedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'public-admin' });

beforeEach(async () => {
  await clearCollections('chartLinks', 'newHolders', 'privacyPolicy');
});

describe('GET /api/', () => {
  it.each(['/api', '/api/'])('%s answers the service and version', async (url) => {
    const answer = await call('GET', url);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, service: 'meme-token-api', version: '1' });
  });
});

describe('GET /api/firebase/chart-links', () => {
  it('lists active links by order and hides inactive ones', async () => {
    const link = {
      name: 'DEX',
      url: 'https://dexscreener.com/solana/x',
      embedUrl: 'https://dexscreener.com/solana/x?embed=1',
    };
    await seedDocs('chartLinks', {
      b: { ...link, name: 'Second', order: 2, active: true },
      a: { ...link, name: 'First', order: 1 },
      c: { ...link, name: 'Hidden', order: 0, active: false },
    });
    const answer = await call('GET', '/api/firebase/chart-links');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((l: { name: string }) => l.name)).toEqual(['First', 'Second']);
    expect(answer.body.data[0]).toEqual({ id: 'a', ...link, name: 'First', order: 1, active: true });
  });
});

describe('GET /api/documents/privacy-policy', () => {
  it('answers null when there is no document', async () => {
    const answer = await call('GET', '/api/documents/privacy-policy');
    expect(answer.body).toEqual({ success: true, data: null });
  });

  it('answers the known text fields of privacyPolicy/current with its id', async () => {
    await seedDocs('privacyPolicy', {
      current: {
        title: 'Privacy Policy',
        notice: 'A notice.',
        contactEmail: 'privacy@example.test',
        internal: 'x',
      },
    });
    const answer = await call('GET', '/api/documents/privacy-policy');
    expect(answer.body.data).toEqual({
      id: 'current',
      title: 'Privacy Policy',
      notice: 'A notice.',
      contactEmail: 'privacy@example.test',
    });
  });
});

describe('GET /api/new-holders/latest', () => {
  it('answers no new holder when there is none', async () => {
    const answer = await call('GET', '/api/new-holders/latest');
    expect(answer.body).toEqual({ has_new_holder: false, holder: null });
  });

  it('answers the latest holder seen within the last minute, with a short address', async () => {
    const wallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    await chainDb().collection('newHolders').doc('h1').set({ wallet, seenAt: Timestamp.now() });
    await chainDb()
      .collection('newHolders')
      .doc('h0')
      .set({
        wallet: 'OlderWallet1111111111111111111111111111111',
        seenAt: Timestamp.fromMillis(Date.now() - 5000),
      });
    const answer = await call('GET', '/api/new-holders/latest');
    expect(answer.body).toMatchObject({ has_new_holder: true, holder: { wallet, short: '7xKX...gAsU' } });
  });

  it('does not repeat a holder seen more than a minute ago', async () => {
    await chainDb()
      .collection('newHolders')
      .doc('h1')
      .set({
        wallet: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
        seenAt: Timestamp.fromMillis(Date.now() - 120_000),
      });
    const answer = await call('GET', '/api/new-holders/latest');
    expect(answer.body).toEqual({ has_new_holder: false, holder: null });
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 JSON for an unknown path and 405 for a wrong method', async () => {
    expect((await call('GET', '/api/nothing-here')).status).toBe(404);
    const wrong = await call('PATCH', '/api/canonical/faq');
    expect(wrong.status).toBe(405);
    expect(wrong.body.success).toBe(false);
  });
});
