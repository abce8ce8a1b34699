import { type ScheduledLoop, startScheduledLoop } from './scheduled-loop.js';

/** The local stand-in for the reconciler's EventBridge schedule. */
export type ReconcilerLoop = ScheduledLoop;

/**
 * Runs the scheduled reconciler's very module on an interval, in this process: the handler
 * environment must already be in process.env. The first run (the import) happens before this resolves.
 */
export function startReconcilerLoop(options: {
  intervalMs: number;
  log?: (line: string) => void;
}): Promise<ReconcilerLoop> {
  return startScheduledLoop<{ count: number; announced: string[]; imported: boolean }>({
    entry: 'lambdas/functions/reconcile-holders.ts',
    intervalMs: options.intervalMs,
    onReport: (report) => {
      // The handler logs every run; this line is only for what a person watching wants to see.
      if (report.imported) options.log?.(`imported ${report.count} existing holders (nobody announced)`);
      for (const wallet of report.announced) options.log?.(`new holder found on chain: ${wallet}`);
    },
  });
}
