import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, resolvePort } from './ports.js';

/** A running Firebase Auth emulator: `host` is what FIREBASE_AUTH_EMULATOR_HOST expects. */
export interface AuthEmulator {
  readonly host: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly projectId?: string;
  /** Give up when the emulator has not answered after this long (default 180 s: under heavy load it has taken 50 s). */
  readonly timeoutMs?: number;
}

const HOST = '127.0.0.1';
const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const exitWithParent = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/**
 * Starts `firebase emulators:start --only auth` from the installed firebase-tools, offline, in a
 * temporary project directory, and resolves once the emulator answers HTTP.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? 'demo-meme-token';
  const port = await resolvePort(options.port, HOST);
  // The hub and the logging emulator would otherwise claim 4400 and 4500 (or the next free port,
  // checked too early): two stacks starting at once then collide and one CLI exits after "ready".
  const hubPort = await freePort(HOST);
  const loggingPort = await freePort(HOST);
  const dir = await mkdtemp(join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify(config));

  const output: string[] = [];
  const cli = [firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId];
  // Through a guard that stops the CLI if this process dies without cleaning up (e.g. SIGKILL).
  const child = spawn(process.execPath, [exitWithParent, process.execPath, ...cli], {
    cwd: dir,
    // Its own process group, so stop() can signal the whole tree and Ctrl-C reaches us first.
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    // CI skips the network fetch of the CLI's message of the day; the rest silences update checks.
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopping = false;
  const stop = async () => {
    stopping = true;
    process.off('exit', killOnExit);
    await terminate(child);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(`http://${HOST}:${port}/`, child, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    const tail = output.join('').split('\n').slice(-15).join('\n');
    throw new Error(`Auth emulator did not start: ${(error as Error).message}\n${tail}`);
  }
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const tail = output.join('').split('\n').slice(-15).join('\n');
    console.error(`[auth emulator] exited unexpectedly (${code ?? signal}):\n${tail}`);
  });
  return { host: `${HOST}:${port}`, stop };
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`firebase-tools exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      // Check it is our emulator answering, not something else that took the port meanwhile.
      if (res.ok && (await res.text()).includes('"authEmulator"')) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, then SIGKILL if it is still there after a few seconds. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  // Grandchildren may outlive the CLI itself; the group kill reaches them either way.
  killGroup(child, 'SIGKILL');
  if (timedOut) await exited;
}
