import middy from '@middy/core';
import { parseLedgerConfig } from '../ledger/ledger-config.js';
import { scheduledLedgerImport } from '../ledger/scheduled-import.js';
import { observability } from '../platform/observability/middleware.js';

const config = parseLedgerConfig(process.env);

/**
 * Scheduled: brings the donation wallet's ledger up to date from the chain, newest first from the last
 * stored signature (ledger/import-ledger.ts). A failed run fails the invocation; the next goes on.
 */
export const handler = middy(() => scheduledLedgerImport(config)).use(observability());
