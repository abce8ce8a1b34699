import type { MiddlewareObj } from '@middy/core';
import { BadRequestError, HttpError } from '../platform/http/errors.js';
import type { ApiEvent, ApiResult } from '../platform/http/http.js';
import { readJsonBody } from '../platform/http/read-json-body.js';
import { toFieldErrors } from '../platform/http/validation.js';
import { logger } from '../platform/observability/logger.js';
import { type DonationDelivery, donationDeliverySchema } from './webhook-transfers.js';

/** A delivery can batch many transactions (the holder webhook's limit). */
const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;

/** The parsed donation delivery. */
export type DonationWebhookEvent = ApiEvent & { delivery: DonationDelivery };

/**
 * Checks the content type and size, parses the JSON array and validates every transaction, as the holder
 * webhook does: a delivery the product cannot use is a logged 4xx and nothing is recorded.
 */
export function donationBody(): MiddlewareObj<DonationWebhookEvent, ApiResult> {
  return {
    before: async (request) => {
      try {
        const parsed = readJsonBody(request.event, WEBHOOK_BODY_MAX_BYTES);
        if (!Array.isArray(parsed))
          throw new BadRequestError('Request body must be a JSON array of transactions');
        const result = donationDeliverySchema.safeParse(parsed);
        if (!result.success) {
          const errors = toFieldErrors(result.error);
          throw new BadRequestError(`Invalid delivery: ${errors[0]?.field} ${errors[0]?.message}`, errors);
        }
        request.event.delivery = result.data;
      } catch (error) {
        if (error instanceof HttpError) {
          logger.warn('Donation webhook delivery refused', {
            status: error.statusCode,
            reason: error.message,
          });
        }
        throw error;
      }
    },
  };
}
