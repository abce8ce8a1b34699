import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  'lambdas/functions/reconcile-holders.ts',
);

/** The local stand-in for the EventBridge schedule. */
export interface ReconcilerLoop {
  /** Runs one reconciliation now (failures are logged, as the Lambda logs them, and not thrown). */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs the scheduled reconciler's very module on an interval, in this process: the handler
 * environment must already be in process.env. The first run (the import) happens before this resolves.
 */
export async function startReconcilerLoop(options: {
  intervalMs: number;
  log?: (line: string) => void;
}): Promise<ReconcilerLoop> {
  const { handler } = (await import(pathToFileURL(ENTRY).href)) as {
    handler: (
      event: unknown,
      context: unknown,
    ) => Promise<{ count: number; announced: string[]; imported: boolean }>;
  };
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= handler({ source: 'local.schedule' }, {})
      .then((report) => {
        // The handler logs every run; this line is only for what a person watching wants to see.
        if (report.imported) options.log?.(`imported ${report.count} existing holders (nobody announced)`);
        for (const wallet of report.announced) options.log?.(`new holder found on chain: ${wallet}`);
      })
      .catch(() => {
        // The handler has logged why; the next tick retries, as the schedule does.
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await runNow();
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
