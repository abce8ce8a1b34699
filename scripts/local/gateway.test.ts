import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../lambdas/routes.js';
import { createInvoker, type Gateway, startGateway } from './gateway.js';

// Throwaway handler modules: the gateway must work with any module that exports `handler`.
const HANDLERS: Record<string, string> = {
  'echo.mjs': `export const loadedWith = process.env.GATEWAY_TEST_VALUE;
export const handler = async (event, context) => ({
  statusCode: 200,
  headers: { 'Content-Type': 'application/json' },
  cookies: ['a=1; Path=/', 'b=2; Path=/'],
  body: JSON.stringify({ event, loadedWith, remaining: context.getRemainingTimeInMillis(), fn: context.functionName }),
});`,
  'plain.mjs': `export const handler = async () => ({ hello: 'world' });`,
  'binary.mjs': `export const handler = async () => ({ statusCode: 201, isBase64Encoded: true, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 255]).toString('base64') });`,
  'boom.mjs': `export const handler = async () => { throw new Error('secret detail'); };`,
};

const routes: RouteDefinition[] = [
  { name: 'ping', method: 'GET', path: '/api', entry: 'plain.mjs', admin: false },
  { name: 'echo', method: 'POST', path: '/api/echo/{collection}/{id}', entry: 'echo.mjs', admin: false },
  { name: 'echo-get', method: 'GET', path: '/api/echo/{collection}/{id}', entry: 'echo.mjs', admin: false },
  { name: 'binary', method: 'GET', path: '/api/binary', entry: 'binary.mjs', admin: false },
  { name: 'boom', method: 'GET', path: '/api/boom', entry: 'boom.mjs', admin: false },
];

let dir: string;
let gateway: Gateway;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  for (const [file, source] of Object.entries(HANDLERS)) await writeFile(join(dir, file), source);
  gateway = await startGateway({ routes, root: dir, env: { GATEWAY_TEST_VALUE: 'from-env' } });
});

afterAll(async () => {
  await gateway?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('local gateway', () => {
  it('hands the handler an API Gateway payload 2.0 event', async () => {
    const res = await fetch(`${gateway.url}/api/echo/roadmap/a%2Fb?x=1&x=2&y=%C3%A9`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Multi': 'one', Cookie: 's=1; t=2' },
      body: JSON.stringify({ title: 'Déjà' }),
    });
    expect(res.status).toBe(200);
    const { event, loadedWith, remaining, fn } = await res.json();
    expect(loadedWith).toBe('from-env');
    expect(fn).toBe('local-echo');
    expect(remaining).toBeGreaterThan(0);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/echo/{collection}/{id}',
      rawPath: '/api/echo/roadmap/a%2Fb',
      rawQueryString: 'x=1&x=2&y=%C3%A9',
      cookies: ['s=1', 't=2'],
      queryStringParameters: { x: '1,2', y: 'é' },
      pathParameters: { collection: 'roadmap', id: 'a/b' },
      body: '{"title":"Déjà"}',
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'POST',
          path: '/api/echo/roadmap/a%2Fb',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
        },
        routeKey: 'POST /api/echo/{collection}/{id}',
        stage: '$default',
      },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers['x-multi']).toBe('one');
    expect(event.headers.cookie).toBeUndefined();
    expect(typeof event.requestContext.timeEpoch).toBe('number');
  });

  it('joins repeated headers with a comma and base64-encodes binary bodies', async () => {
    const answer = await gateway.invoke({
      method: 'POST',
      url: '/api/echo/faq/1',
      headers: { 'X-Multi': ['one', 'two'], 'content-type': 'application/octet-stream' },
      body: Buffer.from([0, 159, 146, 150]),
    });
    const { event } = JSON.parse(answer.body.toString());
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body, 'base64')).toEqual(Buffer.from([0, 159, 146, 150]));
    expect(event.queryStringParameters).toBeUndefined();
  });

  it('writes back status, headers and every cookie', async () => {
    const res = await fetch(`${gateway.url}/api/echo/faq/1`);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('decodes a base64 answer', async () => {
    const res = await fetch(`${gateway.url}/api/binary`);
    expect(res.status).toBe(201);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('turns an answer without statusCode into 200 JSON, on /api and /api/', async () => {
    for (const path of ['/api', '/api/']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual({ hello: 'world' });
    }
  });

  it('answers 404 JSON for an unknown route and 405 JSON for a wrong method', async () => {
    const missing = await fetch(`${gateway.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Not found' });
    const wrong = await fetch(`${gateway.url}/api/binary`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(await wrong.json()).toEqual({ success: false, message: 'Method not allowed' });
  });

  it('answers 500 JSON without the error detail when the handler throws', async () => {
    const res = await fetch(`${gateway.url}/api/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Internal server error' });
    expect(text).not.toContain('secret detail');
  });
});

describe('local gateway playing CloudFront', () => {
  it('adds the origin header, replacing the one a caller sent, and sends none when it has no secret', async () => {
    const edge = createInvoker({ routes, root: dir, originSecret: 'local-origin-secret-0123' });
    const forged = await edge({
      method: 'GET',
      url: '/api/echo/faq/1',
      headers: { 'X-Origin-Verify': 'forged' },
    });
    const { event } = JSON.parse(forged.body.toString());
    expect(event.headers['x-origin-verify']).toBe('local-origin-secret-0123');
    const direct = createInvoker({ routes, root: dir });
    const plain = JSON.parse((await direct({ method: 'GET', url: '/api/echo/faq/1' })).body.toString());
    expect(plain.event.headers['x-origin-verify']).toBeUndefined();
  });
});
