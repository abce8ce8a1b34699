import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The function's logger (Powertools for AWS Lambda): one JSON line per entry, level from
 * POWERTOOLS_LOG_LEVEL (INFO by default), service from POWERTOOLS_SERVICE_NAME (set per function by
 * the CDK app). The request id and the cold-start flag are added to every line by the observability
 * middleware (middleware.ts). Never pass a secret, a key or a URL that may hold one.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'community-token-site',
});
