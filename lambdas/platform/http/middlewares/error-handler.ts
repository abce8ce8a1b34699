import type { MiddlewareObj } from '@middy/core';
import { logger } from '../../observability/logger.js';
import { HttpError } from '../errors.js';
import { type ApiEvent, type ApiResult, json } from '../http.js';

/** Turns typed errors into their JSON answer, anything else into a logged 500 that leaks nothing. */
export function errorHandler(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: async (request) => {
      const { error } = request;
      if (error instanceof HttpError) {
        request.response = json(error.statusCode, error.toJSON());
        return;
      }
      logger.error('Unhandled error', {
        route: request.event?.routeKey,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
      });
      request.response = json(500, { success: false, message: 'Internal server error' });
    },
  };
}
