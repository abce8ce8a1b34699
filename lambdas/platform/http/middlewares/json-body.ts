import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { LIMITS } from '../../../contract/messages.js';
import { BadRequestError } from '../errors.js';
import type { ApiEvent, ApiResult } from '../http.js';
import { readJsonBody } from '../read-json-body.js';
import { toFieldErrors } from '../validation.js';

/** The event once its JSON body has been parsed and validated. */
export type EventWithInput<T> = ApiEvent & { input: T };

/**
 * Checks the content type and size (`maxBytes`, the API's 16 KiB unless the route needs more),
 * parses the JSON body and validates it with the schema the route chooses (by collection), so the
 * handler only ever sees typed, valid input.
 */
export function jsonBody<T>(
  schemaFor: (event: ApiEvent) => z.ZodType<T>,
  maxBytes: number = LIMITS.bodyMaxBytes,
): MiddlewareObj<EventWithInput<T>, ApiResult> {
  return {
    before: async (request) => {
      const event = request.event;
      const parsed = readJsonBody(event, maxBytes);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new BadRequestError('Request body must be a JSON object');
      }
      const result = schemaFor(event).safeParse(parsed);
      if (!result.success) {
        const errors = toFieldErrors(result.error);
        throw new BadRequestError(errors[0]?.message ?? 'Invalid request body', errors);
      }
      event.input = result.data;
    },
  };
}
