import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import { config } from '../../config/config.js';
import { type ApiEvent, type ApiResult, header } from '../http.js';

/** The entity tag of a body: a hash, so equal content gives an equal tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => strip(tag) === etag);
}

/**
 * Makes a public GET cacheable at the CDN (ADRs 9 and 15): ETag, 304 on a matching
 * If-None-Match, a short shared max-age with stale-while-revalidate, and stale-if-error so that an
 * outage of the database or the chain serves the last good answer. Errors stay no-store.
 */
export function publicCache(
  sMaxAge = config.CACHE_S_MAXAGE,
  staleWhileRevalidate = config.CACHE_STALE_WHILE_REVALIDATE,
  staleIfError = config.CACHE_STALE_IF_ERROR,
): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    after: async (request) => {
      const response = request.response;
      if (response?.statusCode !== 200 || typeof response.body !== 'string') return;
      const etag = etagOf(response.body);
      const headers: Record<string, string | number | boolean> = {
        ...response.headers,
        etag,
        'cache-control': `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`,
      };
      if (matches(header(request.event, 'if-none-match'), etag)) {
        const { 'content-type': _dropped, ...notModified } = headers;
        request.response = { statusCode: 304, headers: notModified, body: '' };
        return;
      }
      request.response = { ...response, headers };
    },
  };
}
