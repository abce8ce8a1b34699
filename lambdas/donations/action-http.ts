import type { MiddlewareObj } from '@middy/core';
import { HttpError } from '../platform/http/errors.js';
import type { ApiEvent, ApiResult } from '../platform/http/http.js';
import { logger } from '../platform/observability/logger.js';

/** The Actions spec's version this API speaks, and mainnet's chain id (CAIP-2). */
export const ACTION_VERSION = '2.4';
export const MAINNET_BLOCKCHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * The headers every Action answer and its OPTIONS carry (the Actions spec 2.4): any origin (blink clients
 * call from their own, Dialect through its proxy), the spec's methods and headers, and the version and chain.
 */
export const ACTION_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,OPTIONS',
  'access-control-allow-headers':
    'Content-Type, Authorization, Content-Encoding, Accept-Encoding, X-Accept-Action-Version, X-Accept-Blockchain-Ids',
  'access-control-expose-headers': 'X-Action-Version, X-Blockchain-Ids',
  'x-action-version': ACTION_VERSION,
  'x-blockchain-ids': MAINNET_BLOCKCHAIN_ID,
};

/** A JSON answer with the Action headers; `cacheSeconds` for the descriptions the CDN may keep. */
export function actionJson(statusCode: number, body: unknown, cacheSeconds = 0): ApiResult {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheSeconds > 0 ? `public, max-age=0, s-maxage=${cacheSeconds}` : 'no-store',
      ...ACTION_HEADERS,
    },
    body: JSON.stringify(body),
  };
}

/**
 * Errors in the spec's shape (`{ message }`, with the API's `success: false` beside it) and the Action
 * headers, so a blink client shows the message: a typed error keeps its status, anything else is a
 * logged 500 that leaks nothing.
 */
export function actionErrors(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: async (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        request.response = actionJson(error.statusCode, { success: false, message: error.message });
        return;
      }
      logger.error('Unhandled error', {
        route: request.event?.routeKey,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
      request.response = actionJson(500, {
        success: false,
        message: 'The donation could not be prepared; please try again',
      });
    },
  };
}
