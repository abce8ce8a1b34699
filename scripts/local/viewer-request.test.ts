import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { VIEWER_REQUEST_FUNCTION_FILE } from '../../infra/edge/viewer-request-code.js';
import { viewerRequestMiddleware } from './viewer-request.js';

/** Runs the middleware on a request and returns it as it goes on (to the proxy, to the gateway). */
function forward(method: string, url: string, headers: Record<string, string>): IncomingMessage {
  const req = { method, url, headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } };
  let passed = false;
  viewerRequestMiddleware(VIEWER_REQUEST_FUNCTION_FILE)(
    req as unknown as IncomingMessage,
    {} as ServerResponse,
    (error) => {
      if (error) throw error;
      passed = true;
    },
  );
  expect(passed).toBe(true);
  return req as unknown as IncomingMessage;
}

describe('viewerRequestMiddleware', () => {
  it('forwards a public API read as the CDN does: no query string, no Authorization', () => {
    const req = forward('GET', '/api/facts/token/?r=8f3a&x', {
      authorization: 'Bearer random',
      accept: 'application/json',
    });
    expect(req.url).toBe('/api/facts/token');
    expect(req.headers).toEqual({ accept: 'application/json' });
  });

  it("keeps an administrator write's Authorization and query string", () => {
    const req = forward('POST', '/api/canonical/faq?dry=1', { authorization: 'Bearer x.y.z' });
    expect(req.url).toBe('/api/canonical/faq?dry=1');
    expect(req.headers.authorization).toBe('Bearer x.y.z');
  });

  it('answers an unknown API path itself, as the CDN does: 404 JSON, nothing forwarded', () => {
    const req = { method: 'GET', url: '/api/canonical/anything?r=1', headers: {}, socket: {} };
    let status = 0;
    let body = '';
    const res = {
      writeHead: (code: number) => {
        status = code;
      },
      end: (data?: Buffer) => {
        body = data?.toString('utf8') ?? '';
      },
    };
    viewerRequestMiddleware(VIEWER_REQUEST_FUNCTION_FILE)(
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      () => {
        throw new Error('the request was forwarded');
      },
    );
    expect(status).toBe(404);
    expect(JSON.parse(body)).toEqual({ success: false, message: 'Not found' });
  });

  it('keeps the query string of pages and redirects', () => {
    expect(forward('GET', '/roadmap?ref=x', {}).url).toBe('/index.html?ref=x');
  });
});
