import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { siteManifest, VIEWER_REQUEST_FUNCTION_FILE } from '../../infra/edge/viewer-request-code.js';
import {
  ACTIONS_MANIFEST_CORS,
  ACTIONS_MANIFEST_PATH,
  contentSecurityPolicy,
  resourcePolicyOf,
  securityHeaderValues,
} from '../../infra/static-site/security-headers.js';
import { readBuildStamp } from '../../web/build-plugins/build-stamp.js';
import { contentTypeOf } from '../../web/build-plugins/content-types.js';
import { viewerRequestMiddleware } from './viewer-request.js';

/** Options of {@link startSiteServer}. */
export interface SiteServerOptions {
  /** The web build (web/dist), with its stamp. */
  readonly webBuildPath: string;
  /** Hosts the chart frame may show (`deploy.chartHosts`). */
  readonly chartHosts: readonly string[];
  /** Where `/api` is proxied to (the local gateway); absent, `/api` answers 502 JSON. */
  readonly apiUrl?: string;
  /**
   * Other path prefixes proxied to a stand-in on the page's origin, which the CSP lets the page reach
   * (the web benchmark's price service at `/__dex`). Not a route of the distribution.
   */
  readonly proxies?: Readonly<Record<string, string>>;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Loopback origins the page may call too (the local stack's Auth emulator and price service). */
  readonly connectSources?: readonly string[];
}

/** A running server of a web build. */
export interface SiteServer {
  readonly url: string;
  /** The security headers every answer carries, as CloudFront's response headers policy sets them. */
  readonly headers: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * Serves a web build the way the distribution does: the same viewer-request function code (redirects,
 * section routes, the 404 page), the same security headers (one source with the CDK construct), S3's
 * cache metadata, gzip as the distribution compresses, and /api proxied to a gateway. For the browser
 * tests of the built site, the header grading and the web benchmark; not a production server.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const stamp = readBuildStamp(options.webBuildPath);
  if (!stamp) throw new Error(`${options.webBuildPath} has no build stamp: build it with npm run build:web`);
  const csp = contentSecurityPolicy({
    ...stamp,
    chartHosts: options.chartHosts,
    localConnectSources: options.connectSources,
  });
  const headers = securityHeaderValues(csp);
  // The share card and the brand folder have their own behaviour, embeddable by other sites.
  const embeddableHeaders = securityHeaderValues(csp, 'cross-origin');
  const viewerRequest = viewerRequestMiddleware(
    VIEWER_REQUEST_FUNCTION_FILE,
    siteManifest(options.webBuildPath, headers),
  );

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const policy = resourcePolicyOf(path) === 'cross-origin' ? embeddableHeaders : headers;
    for (const [name, value] of Object.entries(policy)) res.setHeader(name, value);
    // The Solana Actions manifest's own behaviour adds any-origin CORS (ADR 40).
    if (path === ACTIONS_MANIFEST_PATH)
      for (const [name, value] of Object.entries(ACTIONS_MANIFEST_CORS)) res.setHeader(name, value);
    const standIn = Object.entries(options.proxies ?? {}).find(([prefix]) => req.url?.startsWith(prefix));
    if (standIn) {
      proxy(req, res, standIn[1]);
      return;
    }
    // The /assets/* behaviour has no function: hashed files go straight to the bucket.
    if ((req.url ?? '/').startsWith('/assets/')) {
      serveFile(options.webBuildPath, (req.url ?? '/').split('?')[0] ?? '/', req, res);
      return;
    }
    viewerRequest(req, res, (error) => {
      if (error) {
        res.writeHead(500).end(String(error));
        return;
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) proxy(req, res, options.apiUrl);
      else serveFile(options.webBuildPath, path, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    headers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function serveFile(root: string, path: string, req: IncomingMessage, res: ServerResponse): void {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(normalize(root)) || !existsSync(file) || !statSync(file).isFile()) {
    // What S3 behind origin access control answers for a missing key (only /assets/* reaches here).
    res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
    return;
  }
  const type = contentTypeOf(extname(file));
  const gzip = compresses(type, statSync(file).size, req);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

/** Types the distribution compresses (`compress: true`): text, scripts, JSON, SVG. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

/** Whether CloudFront would gzip this answer: a compressible type of 1,000 bytes or more, gzip accepted. */
function compresses(type: string, size: number, req: IncomingMessage): boolean {
  return (
    COMPRESSIBLE.test(type) && size >= 1000 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  );
}

function proxy(req: IncomingMessage, res: ServerResponse, apiUrl: string | undefined): void {
  if (!apiUrl) {
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"success":false,"message":"No API"}');
    return;
  }
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      // The API's own headers, then the policy's (CloudFront overrides them the same way).
      const merged = { ...answer.headers };
      for (const name of res.getHeaderNames()) merged[name] = res.getHeader(name) as string;
      res.writeHead(answer.statusCode ?? 502, merged);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"success":false,"message":"API unreachable"}');
  });
  req.pipe(upstream);
}
