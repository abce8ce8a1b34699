import { type ScheduledLoop, startScheduledLoop } from './scheduled-loop.js';

/**
 * The local stand-in for the ledger import's EventBridge schedule: runs the scheduled function's very
 * module on an interval, in this process (the handler environment must already be in process.env).
 * The first run happens before this resolves. Failures are logged by the handler and not thrown.
 */
export function startLedgerImportLoop(options: { intervalMs: number }): Promise<ScheduledLoop> {
  return startScheduledLoop({
    entry: 'lambdas/functions/import-donation-ledger.ts',
    intervalMs: options.intervalMs,
  });
}
