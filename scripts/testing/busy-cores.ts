/**
 * Keeps cores busy for the length of a test run, as other work on a developer's machine does (CI runs
 * on such a machine): `npm test -- --busy 2` starts two processes that spin at full speed until the
 * run ends. A test that passes only on an idle machine races the clock; docs/testing.md says how
 * such a test is made right.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** The `--busy N` of `argv` (0 when absent); a value that is not a whole number from 1 to 16 is refused. */
export function busyCount(argv: readonly string[]): number {
  const at = argv.indexOf('--busy');
  if (at < 0) return 0;
  const value = argv[at + 1] ?? '';
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 16) {
    throw new Error(`--busy takes a whole number of processes from 1 to 16, not "${value}"`);
  }
  return count;
}

/** Starts `count` spinning processes at the machine's default priority; the returned function stops them. */
export function keepCoresBusy(count: number): () => void {
  const spinners: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  };
  // Never left spinning: the run's exit (or Ctrl-C) ends them too.
  process.once('exit', stop);
  return stop;
}
