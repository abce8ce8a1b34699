import type { MiddlewareObj } from '@middy/core';
import { endInvocation, startInvocation } from './logger.js';
import { publishMetrics } from './metrics.js';

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
  const end = async () => {
    await publishMetrics();
    await endInvocation();
  };
  return {
    before: (request) => startInvocation(request.context, gatewayRequestId(request.event)),
    after: end,
    onError: end,
  };
}
