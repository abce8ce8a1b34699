import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpAnswerTooLargeError,
  HttpConnectionError,
  HttpRequestError,
  HttpTimeoutError,
  httpRequest,
} from './http-client.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let base: string;
const routes = new Map<string, Handler>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const pieces: Buffer[] = [];
    request.on('data', (piece: Buffer) => pieces.push(piece));
    request.on('end', () => {
      const handler = routes.get((request.url ?? '').split('?')[0] ?? '');
      if (!handler) {
        response.writeHead(404).end();
        return;
      }
      handler(request, Buffer.concat(pieces).toString('utf8'), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('httpRequest', () => {
  it('sends the method, headers and body, and answers status, headers and body', async () => {
    routes.set('/echo', (request, body, response) => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'x-seen': request.headers['x-name'] ?? '',
      });
      response.end(
        JSON.stringify({ method: request.method, length: request.headers['content-length'], body }),
      );
    });
    const answer = await httpRequest(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-name': 'cafe' },
      body: '{"word":"café"}',
      timeoutMs: 2000,
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-seen']).toBe('cafe');
    // Content-Length counts bytes, not characters: "é" is two.
    expect(JSON.parse(answer.body)).toEqual({ method: 'POST', length: '16', body: '{"word":"café"}' });
  });

  it('resolves an HTTP error status with its body instead of rejecting', async () => {
    routes.set('/unavailable', (_request, _body, response) => {
      response.writeHead(503).end('{"message":"busy"}');
    });
    const answer = await httpRequest(new URL(`${base}/unavailable`), { timeoutMs: 2000 });
    expect(answer).toMatchObject({ status: 503, body: '{"message":"busy"}' });
  });

  it('reads a large body whole, across many chunks, keeping multi-byte characters intact', async () => {
    const large = 'ü€'.repeat(400_000);
    routes.set('/large', (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      // Odd-sized pieces split characters between chunks.
      const bytes = Buffer.from(large);
      for (let at = 0; at < bytes.length; at += 65_537) response.write(bytes.subarray(at, at + 65_537));
      response.end();
    });
    const answer = await httpRequest(`${base}/large`, { timeoutMs: 5000 });
    expect(answer.body.length).toBe(large.length);
    expect(answer.body === large).toBe(true);
  });

  it('refuses an answer larger than the limit, by default 4 MiB, with a clear error', async () => {
    routes.set('/endless', (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(64 * 1024, 'a');
      for (let i = 0; i < 80; i++) response.write(piece);
      response.end();
    });
    const small = await httpRequest(`${base}/endless`, { timeoutMs: 5000, maxBytes: 100_000 }).catch(
      (e) => e,
    );
    expect(small).toBeInstanceOf(HttpAnswerTooLargeError);
    expect(small.message).toBe('the answer is larger than 100000 bytes');
    const byDefault = await httpRequest(`${base}/endless`, { timeoutMs: 5000 }).catch((e) => e);
    expect(byDefault).toBeInstanceOf(HttpAnswerTooLargeError);
  });

  it('rejects with HttpTimeoutError when no answer comes in time, without the URL', async () => {
    routes.set('/hang', () => {});
    const started = performance.now();
    const error = (await httpRequest(`${base}/hang?key=secret-api-key`, { timeoutMs: 150 }).catch(
      (e: unknown) => e,
    )) as HttpTimeoutError;
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 150, message: 'no answer within 150 ms' });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('counts the time to read the body: an answer that starts but never ends times out', async () => {
    routes.set('/trickle', (_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('only the start');
    });
    const error = await httpRequest(`${base}/trickle`, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpTimeoutError);
  });

  it('rejects with HttpConnectionError when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await httpRequest(`http://127.0.0.1:${port}/`, { timeoutMs: 2000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpConnectionError);
    expect(error).toMatchObject({
      kind: 'connection',
      code: 'ECONNREFUSED',
      message: 'connection failed (ECONNREFUSED)',
    });
  });

  it('rejects with HttpConnectionError when the answer is cut short', async () => {
    routes.set('/cut', (_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('part', () => response.socket?.destroy());
    });
    const error = await httpRequest(`${base}/cut`, { timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpConnectionError);
    expect((error as Error).message).toMatch(/^the answer was cut short/);
  });

  it('rejects an unparsable URL without quoting it', async () => {
    const error = (await httpRequest('not a url secret-api-key', { timeoutMs: 100 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(HttpConnectionError);
    expect(error.message).toBe('invalid URL');
  });

  it('reuses its connection for the next request (keep-alive)', async () => {
    const ports: number[] = [];
    routes.set('/port', (request, _body, response) => {
      ports.push(request.socket.remotePort ?? 0);
      response.end('ok');
    });
    await httpRequest(`${base}/port`, { timeoutMs: 2000 });
    await httpRequest(`${base}/port`, { timeoutMs: 2000 });
    expect(ports).toHaveLength(2);
    expect(ports[1]).toBe(ports[0]);
  });

  it('sends a read again, once, when a kept-alive connection turns out to be closed', async () => {
    const seen = new Set<unknown>();
    let requests = 0;
    routes.set('/stale', (request, _body, response) => {
      requests += 1;
      // A connection this server has answered on before is reset, as a server that closed it
      // while the client sat idle would: the request never reached any handler.
      if (seen.has(request.socket)) {
        request.socket.resetAndDestroy();
        return;
      }
      seen.add(request.socket);
      response.end(`answer ${requests}`);
    });
    const read = { timeoutMs: 2000, idempotent: true };
    expect((await httpRequest(`${base}/stale`, read)).body).toBe('answer 1');
    expect((await httpRequest(`${base}/stale`, read)).body).toBe('answer 3');
    expect(seen.size).toBe(2);
    // Not a read: it may have reached the server, so the failure is the caller's to judge.
    const write = { method: 'POST', body: '{}', timeoutMs: 2000 };
    const error = await httpRequest(`${base}/stale`, write).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'connection', code: 'ECONNRESET' });
    expect(requests).toBe(4);
  });
});
