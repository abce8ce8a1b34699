import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import { logger } from './logger.js';
import { publishMetrics } from './metrics.js';

type AnyRequest = Request<unknown, unknown, Error>;

/** The API Gateway request id of an HTTP API event, if the event is one. */
function gatewayRequestId(event: unknown): string | undefined {
  const id = (event as { requestContext?: { requestId?: unknown } } | null)?.requestContext?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Use first on every function: each log line of the invocation carries the Lambda context (with the
 * cold-start flag) and, for API requests, the API Gateway request id as `correlation_id`; what was
 * counted is published when the invocation ends, answered or failed. Keys are reset between
 * invocations, so one request's fields never reach the next.
 */
export function observability<E = unknown, R = unknown>(): MiddlewareObj<E, R> {
  const context = injectLambdaContext(logger, { resetKeys: true });
  const end = async (request: AnyRequest) => {
    await publishMetrics();
    if (request.error) await context.onError?.(request as never);
    else await context.after?.(request as never);
  };
  return {
    before: async (request) => {
      await context.before?.(request as never);
      const id = gatewayRequestId(request.event);
      if (id) logger.setCorrelationId(id);
    },
    after: (request) => end(request as AnyRequest),
    onError: (request) => end(request as AnyRequest),
  };
}
