import { SECOND_FACTOR_REQUIRED_MESSAGE, SESSION_IDLE_MESSAGE, SESSION_TOO_OLD_MESSAGE } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(responses: Response[], tokens = ['token-1', 'token-2']) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  const getIdToken = vi.fn(async (force: boolean) => (force ? (tokens[1] ?? null) : (tokens[0] ?? null)));
  const onSessionEnd = vi.fn();
  const api = createApiClient({
    fetch: fetch as typeof globalThis.fetch,
    getIdToken,
    onSessionEnd,
    retryDelayMs: 0,
  });
  const headers = (call: number) => (fetch.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
  const header = (call: number) => headers(call).Authorization;
  const key = (call: number) => headers(call)['Idempotency-Key'];
  return { api, fetch, getIdToken, onSessionEnd, header, key };
}

describe('createApiClient', () => {
  it('reads a collection from the admin-only list with the token, and sorts it by order', async () => {
    const { api, fetch, header } = setup([
      json(200, {
        success: true,
        data: [
          { id: 'b', order: 2 },
          { id: 'a', order: 1 },
        ],
      }),
    ]);
    const items = await api.list('faq');
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/canonical/faq');
    expect(header(0)).toBe('Bearer token-1');
  });

  it('keeps the session when a write is refused for want of a second factor, and says why', async () => {
    const refusal = { success: false, message: SECOND_FACTOR_REQUIRED_MESSAGE };
    const { api, onSessionEnd } = setup([json(401, refusal), json(401, refusal)]);
    await expect(api.create('faq', { question: 'Why?', answer: 'Because.' })).rejects.toMatchObject({
      status: 401,
      message: SECOND_FACTOR_REQUIRED_MESSAGE,
      sessionEnded: false,
    });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('records the sign-in and signs out everywhere through the admin routes, with the token', async () => {
    const overview = {
      signIns: [{ at: '2026-01-01T00:00:00.000Z', browser: 'Firefox on Linux' }],
      secondFactors: [],
    };
    const { api, fetch, header, key } = setup([
      json(200, { success: true, data: overview }),
      json(200, { success: true, message: 'Signed out everywhere. Sign in again to continue.' }),
    ]);
    expect(await api.signIns()).toEqual(overview);
    await api.signOutEverywhere({ idempotencyKey: 'k'.repeat(32) });
    expect(fetch.mock.calls.map((c) => [c[0], c[1]?.method])).toEqual([
      ['/api/admin/sign-ins', 'POST'],
      ['/api/admin/sign-out-everywhere', 'POST'],
    ]);
    expect([header(0), header(1), key(1)]).toEqual(['Bearer token-1', 'Bearer token-1', 'k'.repeat(32)]);
  });

  it('normalises a single object to a list (behaviour §7)', async () => {
    const { api } = setup([json(200, { success: true, data: { id: 'only', order: 0 } })]);
    expect(await api.list('donations')).toEqual([{ id: 'only', order: 0 }]);
  });

  it('sends the ID token as a Bearer header on every write', async () => {
    const { api, fetch, header } = setup([
      json(201, { success: true, message: 'ok', data: { id: 'n' } }),
      json(200, { success: true, message: 'ok', data: { id: 'n' } }),
      json(200, { success: true, message: 'ok' }),
      json(200, { success: true, message: 'ok' }),
    ]);
    await api.create('roadmap', { title: 'abc' });
    await api.update('roadmap', 'n', { title: 'abcd' });
    await api.remove('roadmap', 'n');
    await api.move('n', 'up');
    expect(fetch.mock.calls.map((c) => [c[1]?.method, c[0]])).toEqual([
      ['POST', '/api/canonical/roadmap'],
      ['PUT', '/api/canonical/roadmap/n'],
      ['DELETE', '/api/canonical/roadmap/n'],
      ['POST', '/api/canonical/roadmap/n/move'],
    ]);
    for (const call of [0, 1, 2, 3]) expect(header(call)).toBe('Bearer token-1');
    expect(fetch.mock.calls[3]?.[1]?.body).toBe('{"direction":"up"}');
  });

  it('refreshes the token once after a 401 and retries', async () => {
    const { api, fetch, getIdToken, onSessionEnd, header } = setup([
      json(401, { success: false, message: 'Invalid token' }),
      json(201, { success: true, message: 'ok', data: { id: 'n' } }),
    ]);
    await expect(api.create('faq', { question: 'q?', answer: 'a' })).resolves.toEqual({ id: 'n' });
    expect(getIdToken.mock.calls).toEqual([[false], [true]]);
    expect(header(1)).toBe('Bearer token-2');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when the refreshed token is refused too', async () => {
    const { api, fetch, onSessionEnd } = setup([
      json(401, { success: false, message: 'Invalid token' }),
      json(401, { success: false, message: 'Invalid token' }),
    ]);
    const error = await api.remove('faq', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).sessionEnded).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSessionEnd).toHaveBeenCalledWith('expired');
  });

  it.each([
    [SESSION_IDLE_MESSAGE, 'idle'],
    [SESSION_TOO_OLD_MESSAGE, 'too-old'],
  ])('ends the session when the server says "%s"', async (message, reason) => {
    const { api, onSessionEnd } = setup([
      json(401, { success: false, message }),
      json(401, { success: false, message }),
    ]);
    await expect(api.list('faq')).rejects.toMatchObject({ status: 401, sessionEnded: true, message });
    expect(onSessionEnd).toHaveBeenCalledWith(reason);
  });

  it('ends the session without calling the server when nobody is signed in', async () => {
    const { api, fetch, onSessionEnd } = setup([], []);
    await expect(api.remove('faq', 'x')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
    expect(onSessionEnd).toHaveBeenCalledWith('expired');
  });

  it('ends the session as forbidden on a 403', async () => {
    const { api, onSessionEnd } = setup([json(403, { success: false, message: 'Forbidden' })]);
    await expect(api.move('x', 'down')).rejects.toMatchObject({ status: 403, sessionEnded: true });
    expect(onSessionEnd).toHaveBeenCalledWith('forbidden');
  });

  it('carries the server message and field errors of a 400', async () => {
    const { api, onSessionEnd } = setup([
      json(400, {
        success: false,
        message: 'Validation failed',
        errors: [{ field: 'title', message: 'Title must be at least 3 characters' }],
      }),
    ]);
    await expect(api.create('donations', { title: 'ab' })).rejects.toMatchObject({
      status: 400,
      message: 'Validation failed',
      fieldErrors: [{ field: 'title', message: 'Title must be at least 3 characters' }],
    });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends a new Idempotency-Key with each write, the same one on its retries', async () => {
    const { api, key } = setup([
      json(201, { success: true, message: 'ok', data: { id: 'a' } }),
      json(401, { success: false, message: 'Invalid token' }),
      json(201, { success: true, message: 'ok', data: { id: 'b' } }),
      json(200, { success: true, message: 'ok' }),
    ]);
    await api.create('faq', { question: 'q?', answer: 'a' });
    await api.create('faq', { question: 'q?', answer: 'a' });
    await api.remove('faq', 'a', { idempotencyKey: 'chosen-by-the-caller-0001' });
    expect(key(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(1)).not.toBe(key(0));
    expect(key(2)).toBe(key(1));
    expect(key(3)).toBe('chosen-by-the-caller-0001');
  });

  it('sends a write once more after a 503, with the same key, and returns its result', async () => {
    const { api, fetch, key } = setup([
      json(503, { success: false, message: 'The database did not confirm the change' }),
      json(201, { success: true, message: 'ok', data: { id: 'n', order: 4 } }),
    ]);
    await expect(api.create('roadmap', { title: 'abc' })).resolves.toEqual({ id: 'n', order: 4 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(key(1)).toBe(key(0));
    expect(fetch.mock.calls[1]?.[1]?.body).toBe(fetch.mock.calls[0]?.[1]?.body);
  });

  it("retries a 503 only once, then shows the server's message", async () => {
    const message = 'The database did not confirm the change: it may not have been saved.';
    const { api, fetch, onSessionEnd } = setup([
      json(503, { success: false, message }),
      json(503, { success: false, message }),
    ]);
    await expect(api.move('n', 'up')).rejects.toMatchObject({ status: 503, message });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('does not retry other failures', async () => {
    const { api, fetch } = setup([json(500, { success: false, message: 'Internal server error' })]);
    await expect(api.update('faq', 'x', { answer: 'abcde' })).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the status when the answer is not JSON', async () => {
    const { api } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(api.list('roadmap')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });
});
