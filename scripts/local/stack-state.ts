import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm start` tells other commands (content:export, :restore, :backups) what it runs. */
export const STACK_STATE_FILE = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.local',
  'stack.json',
);

/** The running local stack's addresses. */
export interface StackState {
  readonly pid: number;
  readonly projectId: string;
  readonly firestoreHost: string;
  readonly authHost: string;
  readonly s3Endpoint: string;
  readonly backupBucket: string;
  readonly url: string;
}

export function writeStackState(state: StackState, file = STACK_STATE_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** Removes the file, if it is still this process's. */
export function removeStackState(pid = process.pid, file = STACK_STATE_FILE): void {
  if (readStackState(file)?.pid === pid) rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** The running stack, or undefined when none runs (a file left by a killed stack is ignored). */
export function readStackState(file = STACK_STATE_FILE): StackState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StackState;
    return isAlive(state.pid) ? state : undefined;
  } catch {
    return undefined;
  }
}
