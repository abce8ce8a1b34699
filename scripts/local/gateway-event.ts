import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '../../lambdas/routes.js';

/** An HTTP request as the gateway sees it, before it becomes an API Gateway event. */
export interface LocalRequest {
  readonly method: string;
  /** Path and query string, as on the request line (`/api/canonical/faq?x=1`). */
  readonly url: string;
  /** Header names in any case; repeated headers as arrays. */
  readonly headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body?: Buffer | string;
  readonly sourceIp?: string;
  readonly protocol?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Builds the API Gateway HTTP API payload 2.0 event that `route` would receive for `request`. */
export function buildEvent(
  request: LocalRequest,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  now = new Date(),
): APIGatewayProxyEventV2 {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  const headers = joinHeaders(request.headers ?? {});
  // API Gateway moves the Cookie header into `cookies`.
  const cookieHeader = headers.cookie;
  delete headers.cookie;
  const cookies = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const body = encodeBody(request.body, headers['content-type']);
  const method = request.method.toUpperCase();
  const routeKey = `${route.method} ${route.path}`;
  const host = headers.host ?? 'localhost';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method,
        path: rawPath,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: formatTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: body.isBase64Encoded,
  };
  if (cookies?.length) event.cookies = cookies;
  const query = parseQuery(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (Object.keys(pathParameters).length > 0) event.pathParameters = pathParameters;
  if (body.body !== undefined) event.body = body.body;
  return event;
}

/** A Lambda context with the fields handlers and middy read; the deadline follows `timeoutMs`. */
export function buildContext(route: RouteDefinition, timeoutMs: number): Context {
  const functionName = `local-${route.name}`;
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${new Date().toISOString().slice(0, 10)}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** Lower-cases names and joins repeated headers with ',' (API Gateway's payload 2.0 rule). */
function joinHeaders(
  raw: Readonly<Record<string, string | readonly string[] | undefined>>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const joined = typeof value === 'string' ? value : value.join(key === 'cookie' ? '; ' : ',');
    headers[key] = headers[key] === undefined ? joined : `${headers[key]},${joined}`;
  }
  return headers;
}

function parseQuery(raw: string): Record<string, string> | undefined {
  if (raw === '') return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    params[key] = params[key] === undefined ? value : `${params[key]},${value}`;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-www-form-urlencoded))/i;

/** Text bodies pass as UTF-8 strings; anything else (or no content type) goes base64, as in AWS. */
function encodeBody(
  body: Buffer | string | undefined,
  contentType: string | undefined,
): { body?: string; isBase64Encoded: boolean } {
  if (body === undefined || body.length === 0) return { isBase64Encoded: false };
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (contentType !== undefined && TEXT_TYPES.test(contentType.trim())) {
    return { body: bytes.toString('utf8'), isBase64Encoded: false };
  }
  return { body: bytes.toString('base64'), isBase64Encoded: true };
}

function formatTime(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())} +0000`;
}
