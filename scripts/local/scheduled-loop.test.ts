import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startScheduledLoop } from './scheduled-loop.js';

// A handler module of its own per case: it counts its calls on globalThis, fails on the second and
// answers the others after a short wait, so that a second run asked for meanwhile has to join it.
const dir = mkdtempSync(join(tmpdir(), 'scheduled-loop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function handlerModule(name: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `export async function handler(event) {
      const calls = (globalThis.${name} ??= []);
      calls.push(event);
      await new Promise((done) => setTimeout(done, 20));
      if (calls.length === 2) throw new Error('second run fails');
      return { run: calls.length };
    }\n`,
  );
  return file;
}
const calls = (name: string) => (globalThis as Record<string, unknown>)[name] as unknown[];

describe('startScheduledLoop', () => {
  it('runs once before it resolves, joins a run under way, and swallows a failed run', async () => {
    const reports: unknown[] = [];
    const loop = await startScheduledLoop<{ run: number }>({
      entry: handlerModule('loopA'),
      intervalMs: 60_000,
      onReport: (report) => reports.push(report),
    });
    expect(calls('loopA')).toEqual([{ source: 'local.schedule' }]);
    expect(reports).toEqual([{ run: 1 }]);
    await Promise.all([loop.runNow(), loop.runNow()]);
    expect(calls('loopA')).toHaveLength(2);
    expect(reports).toEqual([{ run: 1 }]);
    await loop.runNow();
    expect(reports).toEqual([{ run: 1 }, { run: 3 }]);
    loop.stop();
  });

  it('runs again every interval until stopped', async () => {
    const loop = await startScheduledLoop({ entry: handlerModule('loopB'), intervalMs: 30 });
    await new Promise((done) => setTimeout(done, 200));
    loop.stop();
    const runs = calls('loopB').length;
    expect(runs).toBeGreaterThan(1);
    await new Promise((done) => setTimeout(done, 100));
    expect(calls('loopB')).toHaveLength(runs);
  });
});
