import type { APIGatewayProxyResultV2 } from 'aws-lambda';

/** What the gateway writes back for a handler's answer. */
export interface GatewayResponse {
  readonly statusCode: number;
  /** Header values; `set-cookie` (and other repeated headers) as arrays. */
  readonly headers: Record<string, string | string[]>;
  readonly body: Buffer;
}

/**
 * Turns a payload 2.0 result into an HTTP response like API Gateway does: a structured result is
 * used as is, anything else becomes a 200 JSON answer.
 */
export function toResponse(result: APIGatewayProxyResultV2 | undefined): GatewayResponse {
  if (result === undefined || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    headers[name.toLowerCase()] = String(value);
  }
  // Payload 2.0 has `cookies`; some handlers still answer with 1.0's multiValueHeaders.
  const multi = (result as { multiValueHeaders?: Record<string, (string | number | boolean)[]> })
    .multiValueHeaders;
  for (const [name, values] of Object.entries(multi ?? {})) {
    const key = name.toLowerCase();
    const existing = headers[key];
    const merged = [...(existing === undefined ? [] : [existing].flat()), ...values.map(String)];
    headers[key] = key === 'set-cookie' ? merged : merged.join(',');
  }
  if (result.cookies?.length) {
    const existing = headers['set-cookie'];
    headers['set-cookie'] = [...(existing === undefined ? [] : [existing].flat()), ...result.cookies];
  }
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { statusCode: result.statusCode ?? 200, headers, body };
}

/** A JSON error answer in the API's own shape. */
export function jsonError(
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): GatewayResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: Buffer.from(JSON.stringify({ success: false, message })),
  };
}
