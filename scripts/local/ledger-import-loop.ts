import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  'lambdas/functions/import-donation-ledger.ts',
);

/**
 * The local stand-in for the ledger import's EventBridge schedule: runs the scheduled function's very
 * module on an interval, in this process (the handler environment must already be in process.env).
 * The first run happens before this resolves. Failures are logged by the handler and not thrown.
 */
export async function startLedgerImportLoop(options: { intervalMs: number }): Promise<{ stop(): void }> {
  const { handler } = (await import(pathToFileURL(ENTRY).href)) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  let running: Promise<unknown> | undefined;
  const runNow = () => {
    running ??= handler({ source: 'local.schedule' }, {})
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await runNow();
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
