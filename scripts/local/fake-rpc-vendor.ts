import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/**
 * How a vendor turns down a call its plan does not serve, at the wire: `method-not-found` answers the
 * JSON-RPC error -32601, `forbidden` a bare HTTP 403, `plan` a JSON-RPC error naming the plan (-32600,
 * as some vendors answer a method kept for paid tiers), `hang` never answers.
 */
export type VendorRefusal = 'method-not-found' | 'forbidden' | 'plan' | 'hang';

/** What the vendor does differently from the node behind it. */
export interface FakeVendorRules {
  /** Methods it refuses, and how. */
  refused: Record<string, VendorRefusal>;
  /** Drops `minContextSlot` before passing a call on: the node then answers whatever slot it is at. */
  ignoresMinContextSlot: boolean;
}

export interface FakeRpcVendor {
  readonly url: string;
  readonly rules: FakeVendorRules;
  stop(): Promise<void>;
}

/**
 * A vendor's front to a fake node (fake-solana-rpc.ts): it passes every JSON-RPC call on as it came and
 * the node's answer back as it streams, except what its rules refuse or change.
 */
export async function startFakeRpcVendor(upstream: string): Promise<FakeRpcVendor> {
  const rules: FakeVendorRules = { refused: {}, ignoresMinContextSlot: false };
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const calls = (Array.isArray(body) ? body : [body]) as {
      method?: unknown;
      params?: unknown;
      id?: unknown;
    }[];
    const refused = calls.map((c) => rules.refused[String(c?.method)]).find(Boolean);
    const id = calls[0]?.id ?? null;
    const rpcError = (code: number, message: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
    };
    if (refused === 'hang') {
      hanging.add(res);
      return;
    }
    if (refused === 'forbidden') {
      res.writeHead(403, { 'content-type': 'text/plain' });
      return res.end('Forbidden');
    }
    if (refused === 'method-not-found') return rpcError(-32601, 'Method not found');
    if (refused === 'plan') {
      return rpcError(
        -32600,
        `${String(calls[0]?.method)} is not available on the free tier: upgrade your plan`,
      );
    }
    if (rules.ignoresMinContextSlot && body !== undefined) {
      for (const call of calls) {
        for (const param of Array.isArray(call?.params) ? call.params : []) {
          if (param && typeof param === 'object')
            delete (param as { minContextSlot?: unknown }).minContextSlot;
        }
      }
      text = JSON.stringify(body);
    }
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    if (!answer.body) return res.end();
    Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rules,
    stop: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
