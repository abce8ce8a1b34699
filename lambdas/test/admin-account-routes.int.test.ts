import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken, emulatorMultiFactorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testDb } from './firestore-admin.js';

const ADMIN = 'account-admin';
const call = apiClient({ ADMIN_UID: ADMIN, ACCOUNT_CACHE_MS: '0' });
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const signIns = async () =>
  ((await testDb().doc('adminAccount/signIns').get()).get('entries') ?? []) as unknown[];

beforeEach(async () => {
  await clearCollections('adminAccount', 'faq');
});

describe('POST /api/admin/sign-ins', () => {
  it('records a sign-in once, with the browser name and factor, and answers the account', async () => {
    const token = await emulatorMultiFactorIdToken(ADMIN);
    const first = await call('POST', '/api/admin/sign-ins', { token, headers: { 'user-agent': FIREFOX } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data.signIns).toEqual([
      { at: expect.stringMatching(/Z$/), browser: 'Firefox on Linux', secondFactor: 'phone' },
    ]);
    expect(first.body.data.secondFactors).toEqual([expect.objectContaining({ factorId: 'phone' })]);
    expect(Date.parse(first.body.data.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    // A reload of the panel (same sign-in) records nothing new.
    const again = await call('POST', '/api/admin/sign-ins', { token, headers: { 'user-agent': FIREFOX } });
    expect(again.body.data.signIns).toHaveLength(1);
    expect(await signIns()).toHaveLength(1);
  });

  it('keeps the five newest and ignores stored rubbish', async () => {
    const old = Array.from({ length: 6 }, (_, i) => ({
      at: `2020-01-0${i + 1}T00:00:00.000Z`,
      browser: 'Old',
    }));
    await seedDocs('adminAccount', { signIns: { entries: [...old, { at: 5 }, 'x', null] } });
    const answer = await call('POST', '/api/admin/sign-ins', {
      token: await emulatorMultiFactorIdToken(ADMIN),
    });
    const days = answer.body.data.signIns.map((s: { at: string }) => s.at.slice(0, 10));
    expect(days.slice(1)).toEqual(['2020-01-06', '2020-01-05', '2020-01-04', '2020-01-03']);
    expect(Date.parse(answer.body.data.signIns[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.body.data.signIns).toHaveLength(5);
  });

  it.each([
    ['a hostile User-Agent', '<script>alert(1)</script>\u0000\u001b[31m'],
    ['an oversized User-Agent', `Firefox/1 ${'A'.repeat(20_000)}`],
    ['no User-Agent', undefined],
  ])('stores only a known browser name for %s', async (_case, userAgent) => {
    const token = await emulatorMultiFactorIdToken(ADMIN);
    const answer = await call('POST', '/api/admin/sign-ins', {
      token,
      ...(userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.signIns[0].browser).toMatch(/^(Unknown browser|Firefox)$/);
  });

  it('refuses a missing token (401) and another user (403), recording nothing', async () => {
    expect((await call('POST', '/api/admin/sign-ins')).status).toBe(401);
    const other = await call('POST', '/api/admin/sign-ins', {
      token: await emulatorIdToken('not-the-admin'),
    });
    expect(other.status).toBe(403);
    expect(await signIns()).toEqual([]);
  });
});

describe('POST /api/admin/sign-out-everywhere', () => {
  it('refuses a missing token (401) and another user (403)', async () => {
    expect((await call('POST', '/api/admin/sign-out-everywhere')).status).toBe(401);
    const other = await call('POST', '/api/admin/sign-out-everywhere', {
      token: await emulatorIdToken('not-the-admin'),
    });
    expect(other.status).toBe(403);
  });

  it('ends every earlier session: their writes are refused; repeating it from a new sign-in is harmless', async () => {
    await seedDocs('faq', { f1: { question: 'Still here?', answer: 'Yes, still.', order: 1 } });
    const elsewhere = await emulatorMultiFactorIdToken(ADMIN);
    const here = await emulatorMultiFactorIdToken(ADMIN);
    await new Promise((done) => setTimeout(done, 1100));
    const answer = await call('POST', '/api/admin/sign-out-everywhere', { token: here });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Signed out everywhere. Sign in again to continue.',
    });
    for (const token of [elsewhere, here]) {
      const write = await call('DELETE', '/api/canonical/faq/f1', { token });
      expect(write.status).toBe(401);
    }
    expect(await storedDocs('faq')).toHaveLength(1);

    await new Promise((done) => setTimeout(done, 1100));
    const fresh = await emulatorMultiFactorIdToken(ADMIN);
    expect((await call('POST', '/api/admin/sign-out-everywhere', { token: fresh })).status).toBe(200);
  });
});
