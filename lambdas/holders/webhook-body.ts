import type { MiddlewareObj } from '@middy/core';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../commons/errors.js';
import { type ApiEvent, type ApiResult, header } from '../commons/http.js';
import { toFieldErrors } from '../commons/validation.js';
import { type Delivery, deliverySchema } from './webhook-delivery.js';

/** A delivery can batch many transactions, so the limit is larger than the API's 16 KiB for content. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;

export type WebhookEvent = ApiEvent & { delivery: Delivery };

/** Checks the content type and size, parses the JSON array and validates every transaction. */
export function webhookBody(): MiddlewareObj<WebhookEvent, ApiResult> {
  return {
    before: async (request) => {
      const event = request.event;
      const contentType = header(event, 'content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new UnsupportedMediaTypeError();
      const raw = event.body ?? '';
      const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
      if (bytes.byteLength > WEBHOOK_BODY_MAX_BYTES) {
        throw new PayloadTooLargeError(`Request body must be at most ${WEBHOOK_BODY_MAX_BYTES / 1024} KiB`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new BadRequestError('Request body is not valid JSON');
      }
      if (!Array.isArray(parsed))
        throw new BadRequestError('Request body must be a JSON array of transactions');
      const result = deliverySchema.safeParse(parsed);
      if (!result.success) {
        const errors = toFieldErrors(result.error);
        throw new BadRequestError(`Invalid delivery: ${errors[0]?.field} ${errors[0]?.message}`, errors);
      }
      event.delivery = result.data;
    },
  };
}
