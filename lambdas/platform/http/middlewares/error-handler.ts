import type { MiddlewareObj } from '@middy/core';
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
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Unhandled error',
          route: request.event?.routeKey,
          requestId: request.event?.requestContext?.requestId,
          error:
            error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
        }),
      );
      request.response = json(500, { success: false, message: 'Internal server error' });
    },
  };
}
