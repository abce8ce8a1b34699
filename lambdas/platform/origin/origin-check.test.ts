import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test/captured-logs.js';
import { type ApiEvent, type ApiResult, json } from '../http/http.js';
import { errorHandler } from '../http/middlewares/error-handler.js';
import { NOT_THROUGH_CDN_MESSAGE, originCheck } from './origin-check.js';
import type { OriginSecrets } from './origin-secret.js';

const CURRENT = 'current-origin-secret-Zq81vQ';
const PREVIOUS = 'previous-origin-secret-7GkPw2';

/** Secrets whose refresh returns `after` (a rotation seen by a warm instance). */
function secrets(
  values: readonly string[] | undefined,
  after = values,
): OriginSecrets & { refreshes: number } {
  const fake = {
    refreshes: 0,
    accepted: async (refresh = false) => {
      if (refresh) fake.refreshes++;
      return refresh ? after : values;
    },
  };
  return fake;
}

function call(origin: OriginSecrets, headers: Record<string, string>): Promise<ApiResult> {
  const handler = middy<ApiEvent, ApiResult>(async () => json(200, { success: true }))
    .use(errorHandler())
    .use(originCheck(origin));
  const event = { headers, requestContext: { http: { sourceIp: '192.0.2.7' } } } as unknown as ApiEvent;
  return handler(event, {} as Context);
}

afterEach(() => vi.restoreAllMocks());

describe('originCheck', () => {
  it.each([
    ['no origin header', {}],
    ['a wrong value', { 'x-origin-verify': 'not-the-secret-at-all-00' }],
    ['a strict prefix of the secret', { 'x-origin-verify': CURRENT.slice(0, -1) }],
    ['the secret with a character more', { 'x-origin-verify': `${CURRENT}x` }],
    ['an empty value', { 'x-origin-verify': '' }],
  ])('refuses %s with 403 JSON, logged without the value', async (_what, headers) => {
    const logs = captureLogs();
    const answer = await call(secrets([CURRENT, PREVIOUS]), headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers?.['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body as string)).toEqual({ success: false, message: NOT_THROUGH_CDN_MESSAGE });
    await logs.settled();
    const logged = logs.text();
    expect(logs.lines('warn').map((l) => l.message)).toEqual(['Request not from the CDN refused']);
    expect(logged).not.toContain(CURRENT.slice(0, 12));
  });

  it.each([
    ['the current value', CURRENT],
    ['the previous value (a rotation under way)', PREVIOUS],
  ])('lets %s through', async (_what, value) => {
    const answer = await call(secrets([CURRENT, PREVIOUS]), { 'x-origin-verify': value });
    expect(answer.statusCode).toBe(200);
  });

  it('reads the secret again when the value is unknown, and accepts a value stored since', async () => {
    const rotated = secrets([PREVIOUS], [CURRENT, PREVIOUS]);
    expect((await call(rotated, { 'X-Origin-Verify': CURRENT })).statusCode).toBe(200);
    expect(rotated.refreshes).toBe(1);
  });

  it('does not read the secret again for a request without the header', async () => {
    captureLogs();
    const origin = secrets([CURRENT]);
    expect((await call(origin, {})).statusCode).toBe(403);
    expect(origin.refreshes).toBe(0);
  });

  it('answers 503 when the secret cannot be read, logging no value', async () => {
    const logs = captureLogs();
    const failing: OriginSecrets = { accepted: async () => Promise.reject(new Error(`boom ${CURRENT}`)) };
    const answer = await call(failing, { 'x-origin-verify': CURRENT });
    expect(answer.statusCode).toBe(503);
    await logs.settled();
    expect(logs.lines('error').map((l) => l.message)).toEqual(['Origin secret unavailable']);
    expect(logs.text()).not.toContain(CURRENT);
  });

  it('lets every request through when no origin secret is configured (the local stack without one)', async () => {
    expect((await call(secrets(undefined), {})).statusCode).toBe(200);
  });
});
