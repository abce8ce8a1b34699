import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flushLogs } from '../../lambdas/platform/observability/logger.js';
import { STACK_STATE_FILE } from '../local/stack-state.js';
import { CommandError } from './target.js';

/** Where a command writes, and which local stack it looks for (tests point it elsewhere). */
export interface CommandIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly stateFile: string;
}

export const CONSOLE_IO: CommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  stateFile: STACK_STATE_FILE,
};

/** Runs a command when its file is the program itself (not when a test imports it). */
export function runIfMain(
  moduleUrl: string,
  command: (argv: string[], io: CommandIo) => Promise<number>,
): void {
  const main = process.argv[1];
  if (!main || realpathSync(main) !== realpathSync(fileURLToPath(moduleUrl))) return;
  command(process.argv.slice(2), CONSOLE_IO).then(
    // The functions' logger writes once it has loaded: its lines are written before the exit.
    async (code) => {
      await flushLogs();
      process.exit(code);
    },
    async (error: unknown) => {
      await flushLogs();
      console.error(error instanceof CommandError ? error.message : error);
      process.exit(1);
    },
  );
}

/** Turns expected failures into a message and exit code 1; anything else propagates. */
export async function reportFailures(io: CommandIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (
      error instanceof CommandError ||
      (error as Error).name === 'RestoreRefused' ||
      (error as Error).name === 'BackupError'
    ) {
      io.err((error as Error).message);
      return 1;
    }
    throw error;
  }
}
