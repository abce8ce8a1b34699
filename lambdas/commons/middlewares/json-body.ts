import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { LIMITS } from '../../contract/messages.js';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';
import { type ApiEvent, type ApiResult, header } from '../http.js';
import { toFieldErrors } from '../validation.js';

/** The event once its JSON body has been parsed and validated. */
export type EventWithInput<T> = ApiEvent & { input: T };

/**
 * Checks the content type and size, parses the JSON body and validates it with the schema the
 * route chooses (by collection), so the handler only ever sees typed, valid input.
 */
export function jsonBody<T>(
  schemaFor: (event: ApiEvent) => z.ZodType<T>,
): MiddlewareObj<EventWithInput<T>, ApiResult> {
  return {
    before: async (request) => {
      const event = request.event;
      const contentType = header(event, 'content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new UnsupportedMediaTypeError();
      const raw = event.body ?? '';
      const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
      if (bytes.byteLength > LIMITS.bodyMaxBytes) {
        throw new PayloadTooLargeError(`Request body must be at most ${LIMITS.bodyMaxBytes / 1024} KiB`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new BadRequestError('Request body is not valid JSON');
      }
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
