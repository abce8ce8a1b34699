import { pathToFileURL } from 'node:url';

/** The deployed schedules' local stand-in: runs the backup handler module every few seconds. */
export interface BackupScheduler {
  /** Resolves when the run under way, if any, has finished. */
  stop(): Promise<void>;
}

export interface BackupSchedulerOptions {
  /** The handler module (lambdas/functions/backup-content.ts). */
  readonly entry: string;
  /** Seconds between change checks. */
  readonly intervalSeconds: number;
  /** Where failures are reported (the handler itself logs each backup written). */
  readonly log?: (line: string) => void;
}

type BackupHandler = (event: unknown, context: unknown) => Promise<unknown>;

/**
 * Loads the very handler the deployed schedule runs and calls it with the frequent rule's input
 * (`if-changed`), so admin edits on the local stack produce real backup objects. The handler reads
 * its configuration from process.env, which the stack sets before this starts.
 */
export async function startBackupScheduler(options: BackupSchedulerOptions): Promise<BackupScheduler> {
  const { handler } = (await import(pathToFileURL(options.entry).href)) as { handler: BackupHandler };
  let stopped = false;
  const tick = (): Promise<void> =>
    handler({ mode: 'if-changed' }, { functionName: 'local-backup' })
      .then(() => undefined)
      .catch((error: unknown) => options.log?.(`backup failed: ${(error as Error).message}`));
  // One run at a time, as the deployed function's runs rarely overlap.
  let running = tick();
  const timer = setInterval(() => {
    if (!stopped) running = running.then(tick);
  }, options.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
