import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { ORIGIN_HEADER } from '../../lambdas/platform/origin/origin-header.js';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes.js';
import { buildContext, buildEvent, type LocalRequest } from './gateway-event.js';
import { type GatewayResponse, jsonError, toResponse } from './gateway-result.js';
import { matchRoute } from './route-match.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

export interface GatewayOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Route table; default lambdas/routes.ts. */
  readonly routes?: readonly RouteDefinition[];
  /** Directory the routes' `entry` paths are relative to; default the repository root. */
  readonly root?: string;
  /** Set on process.env before any handler module loads (handlers read it at module load). */
  readonly env?: Readonly<Record<string, string>>;
  /** Like a Lambda timeout: an answer slower than this is a 504 (default 30 s). */
  readonly timeoutMs?: number;
  /** One line a request; default silent. */
  readonly log?: (line: string) => void;
  /**
   * Sent in `x-origin-verify` with every request, replacing any the caller sent, as CloudFront's origin
   * custom header is (the gateway plays the CDN too). Absent, requests go as if to the execute-api
   * address, which the handlers refuse when they know an origin secret. @default none
   */
  readonly originSecret?: string;
}

/** A local API Gateway in front of the handler modules. */
export interface Gateway {
  readonly url: string;
  /** Answers one request without HTTP (what the server does for each request). */
  invoke(request: LocalRequest): Promise<GatewayResponse>;
  /** Loads every handler module now; resolves to the problems of those that failed. */
  preload(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The request → event → handler → response pipeline, without a server: call it with a request. */
export interface Invoker {
  (request: LocalRequest): Promise<GatewayResponse>;
  /** Loads every handler module now; resolves to the problems of those that failed. */
  preload(): Promise<string[]>;
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// API Gateway's own payload limit; the handlers enforce the API's much smaller one.
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Creates the request → event → handler → response pipeline, without a server. */
export function createInvoker(options: GatewayOptions = {}): Invoker {
  const routes = options.routes ?? ROUTES;
  const root = options.root ?? REPO_ROOT;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const modules = new Map<string, Promise<Handler>>();
  const load = (route: RouteDefinition): Promise<Handler> => {
    let loading = modules.get(route.entry);
    if (!loading) {
      // As the Lambda runtime does for an ordinary instance (the logger's cold-start flag reads it).
      Object.assign(process.env, { AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand' }, options.env);
      loading = import(pathToFileURL(resolve(root, route.entry)).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${route.entry} exports no handler function`);
        return mod.handler as Handler;
      });
      // A module that failed to load (a syntax error being fixed) is retried on the next request.
      loading.catch(() => modules.delete(route.entry));
      modules.set(route.entry, loading);
    }
    return loading;
  };

  const preload = async () => {
    const results = await Promise.allSettled(routes.map(load));
    return results.flatMap((result, i) =>
      result.status === 'rejected' ? [`${routes[i]?.entry}: ${(result.reason as Error).message}`] : [],
    );
  };

  const invoke = async (request: LocalRequest): Promise<GatewayResponse> => {
    const path = request.url.split('?')[0] ?? '/';
    const match = matchRoute(routes, request.method, path);
    if (match.kind === 'not-found') return jsonError(404, 'Not found');
    if (match.kind === 'method-not-allowed') {
      return jsonError(405, 'Method not allowed', { allow: match.allowed.join(', ') });
    }
    const { route, pathParameters } = match;
    try {
      const handler = await load(route);
      const event = buildEvent(withOriginHeader(request, options.originSecret), route, pathParameters);
      const context = buildContext(route, timeoutMs);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((done) => {
        timer = setTimeout(() => done('timeout'), timeoutMs);
      });
      const result = await Promise.race([handler(event, context), timeout]).finally(() =>
        clearTimeout(timer),
      );
      if (result === 'timeout') {
        console.error(`[gateway] ${route.name} timed out after ${timeoutMs} ms`);
        return jsonError(504, 'Gateway timeout');
      }
      return toResponse(result);
    } catch (error) {
      console.error(`[gateway] ${route.name} failed:`, error);
      return jsonError(500, 'Internal server error');
    }
  };
  return Object.assign(invoke, { preload });
}

/** The request as CloudFront forwards it: its own origin header in place of any the viewer sent. */
function withOriginHeader(request: LocalRequest, secret: string | undefined): LocalRequest {
  if (secret === undefined) return request;
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== ORIGIN_HEADER),
  );
  return { ...request, headers: { ...headers, [ORIGIN_HEADER]: secret } };
}

/** Starts the local gateway on loopback. */
export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const invoke = createInvoker(options);
  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res, invoke)
      .catch((error) => {
        console.error('[gateway] could not answer:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end();
      })
      .finally(() => {
        options.log?.(
          `${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)} ms`,
        );
      });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    invoke,
    preload: invoke.preload,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  invoke: (request: LocalRequest) => Promise<GatewayResponse>,
): Promise<void> {
  const body = await readBody(req);
  const answer =
    body === undefined
      ? jsonError(413, 'Request body too large')
      : await invoke({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: collectHeaders(req.rawHeaders),
          body,
          sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
          protocol: `HTTP/${req.httpVersion}`,
        });
  res.writeHead(answer.statusCode, { ...answer.headers, 'content-length': answer.body.length });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** Keeps every repeated header (node would drop or merge some, e.g. duplicate `x-` headers). */
function collectHeaders(raw: readonly string[]): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    headers[name] = [...(headers[name] ?? []), raw[i + 1] as string];
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
