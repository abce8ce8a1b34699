import middy from '@middy/core';
import { parseBinPurgeConfig, purgeBin } from '../content/bin-purge.js';
import { observability } from '../platform/observability/middleware.js';

const config = parseBinPurgeConfig(process.env);

/** Scheduled (daily): empties the bin of the entries whose window has passed (content/bin-purge.ts). */
export const handler = middy(() => purgeBin(config)).use(observability());
