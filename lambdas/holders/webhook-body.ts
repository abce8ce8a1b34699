import type { MiddlewareObj } from '@middy/core';
import { BadRequestError, HttpError } from '../platform/http/errors.js';
import type { ApiEvent, ApiResult } from '../platform/http/http.js';
import { readJsonBody } from '../platform/http/read-json-body.js';
import { toFieldErrors } from '../platform/http/validation.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { type Delivery, deliverySchema } from './webhook-delivery.js';

/** A delivery can batch many transactions, so the limit is larger than the API's 16 KiB for content. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;

/** The parsed delivery, and when its reading began (performance.now(): the webhook's deadline counts from it). */
export type WebhookEvent = ApiEvent & { delivery: Delivery; arrivedAt?: number };

/**
 * Checks the content type and size, parses the JSON array and validates every transaction. A delivery
 * the product cannot use is a 4xx, logged (what was wrong, never the body), so the provider stops
 * retrying it and the operator can see it; nothing is recorded.
 */
export function webhookBody(): MiddlewareObj<WebhookEvent, ApiResult> {
  return {
    before: async (request) => {
      const event = request.event;
      event.arrivedAt = performance.now();
      try {
        event.delivery = parseDelivery(event);
      } catch (error) {
        if (error instanceof HttpError) {
          countMetric('deliveriesRefused');
          logger.warn('Webhook delivery refused', { status: error.statusCode, reason: error.message });
        }
        throw error;
      }
    },
  };
}

function parseDelivery(event: ApiEvent): Delivery {
  const parsed = readJsonBody(event, WEBHOOK_BODY_MAX_BYTES);
  if (!Array.isArray(parsed)) throw new BadRequestError('Request body must be a JSON array of transactions');
  const result = deliverySchema.safeParse(parsed);
  if (!result.success) {
    const errors = toFieldErrors(result.error);
    throw new BadRequestError(`Invalid delivery: ${errors[0]?.field} ${errors[0]?.message}`, errors);
  }
  return result.data;
}
