import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadHandler, type SiteManifest, viewerRequestCode } from '../../infra/edge/viewer-request-code.js';

interface CloudFrontValue {
  value: string;
  multiValue?: CloudFrontValue[];
}

/** The viewer-request event of a CloudFront Function (cloudfront-js-2.0), request part only. */
interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontValue>;
  headers: Record<string, CloudFrontValue>;
  cookies: Record<string, CloudFrontValue>;
}

interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, CloudFrontValue>;
  body?: { encoding: 'text' | 'base64'; data: string };
}

type ViewerRequestHandler = (event: unknown) => CloudFrontRequest | CloudFrontResponse;

/**
 * Connect middleware that runs the CloudFront viewer-request function at `file` on every request,
 * so the dev server redirects and rewrites exactly like the CDN. The file is re-read when it
 * changes; while it does not exist, requests pass untouched. With `site` (a web build's manifest), the
 * code is the one the stack deploys, unknown paths answered 404.
 */
export function viewerRequestMiddleware(file: string, site?: SiteManifest) {
  let loaded: { mtimeMs: number; handler: ViewerRequestHandler } | undefined;
  const current = (): ViewerRequestHandler | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      // The file is a plain script defining `handler` (CloudFront Functions have no modules).
      const handler = loadHandler(viewerRequestCode(site, file)) as ViewerRequestHandler;
      loaded = { mtimeMs, handler };
    }
    return loaded.handler;
  };

  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    let handler: ViewerRequestHandler | undefined;
    try {
      handler = current();
    } catch (error) {
      next(error);
      return;
    }
    if (!handler) {
      next();
      return;
    }
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const uri = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const request: CloudFrontRequest = {
      method: req.method ?? 'GET',
      uri,
      querystring: parseQuery(query.slice(1)),
      headers: toCloudFrontHeaders(req),
      cookies: {},
    };
    const result = handler({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: req.socket.remoteAddress ?? '127.0.0.1' },
      request,
    });
    if ('statusCode' in result) {
      const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, v.value]));
      res.writeHead(result.statusCode, result.statusDescription ?? '', headers);
      res.end(
        result.body
          ? Buffer.from(result.body.data, result.body.encoding === 'base64' ? 'base64' : 'utf8')
          : undefined,
      );
      return;
    }
    // As CloudFront forwards the request the function returns: its URI, query string and headers.
    const forwardedQuery = toQuery(result.querystring);
    if (result.uri !== uri || forwardedQuery !== query) req.url = result.uri + forwardedQuery;
    for (const name of Object.keys(req.headers)) {
      if (name !== 'cookie' && !(name in result.headers)) delete req.headers[name];
    }
    next();
  };
}

/** The query string (with its `?`) of a CloudFront query object; values stay as encoded. */
function toQuery(querystring: Record<string, CloudFrontValue>): string {
  const parts = Object.entries(querystring).flatMap(([key, entry]) =>
    (entry.multiValue ?? [entry]).map((v) => (v.value === '' ? key : `${key}=${v.value}`)),
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** CloudFront keeps query values URL-encoded; repeated keys get `multiValue`. */
function parseQuery(raw: string): Record<string, CloudFrontValue> {
  const out: Record<string, CloudFrontValue> = {};
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    const value = { value: eq === -1 ? '' : part.slice(eq + 1) };
    const existing = out[key];
    if (existing) {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

function toCloudFrontHeaders(req: IncomingMessage): Record<string, CloudFrontValue> {
  const out: Record<string, CloudFrontValue> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    out[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  return out;
}
