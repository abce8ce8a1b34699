import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The local stand-in for a scheduled function's EventBridge schedule. */
export interface ScheduledLoop {
  /** Runs the function once now, or joins the run under way (failures are logged by the handler, not thrown). */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs a scheduled function's very module (`entry`, from the repository root) on an interval, in this
 * process: the handler environment must already be in process.env. Runs never overlap: a tick while one
 * is under way joins it. The first run happens before this resolves. Failures are logged by the handler
 * and not thrown; the next tick tries again, as the schedule does.
 */
export async function startScheduledLoop<Report>(options: {
  entry: string;
  intervalMs: number;
  /** Called with each successful run's answer. */
  onReport?: (report: Report) => void;
}): Promise<ScheduledLoop> {
  const { handler } = (await import(pathToFileURL(resolve(ROOT, options.entry)).href)) as {
    handler: (event: unknown, context: unknown) => Promise<Report>;
  };
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= handler({ source: 'local.schedule' }, {})
      .then((report) => options.onReport?.(report))
      .catch(() => undefined)
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
