import { readdir, readFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

/** How long an open page sits idle while its cost is measured, and how long it settles first. */
export const IDLE_SECONDS = 20;
const SETTLE_MS = 5000;
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times

/** The CPU time (seconds) of a process and every process below it, read from /proc (Linux). */
async function treeCpuSeconds(rootPid: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!text) continue;
    // Fields after the command's closing parenthesis: state ppid ... utime (14) stime (15).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
      if (at === rootPid) return true;
      at = stats.get(at)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks / TICKS_PER_SECOND;
}

/**
 * The share of one core that every process of a fresh headless Chromium (software compositing)
 * uses while `url` sits open and untouched at `width` px (ADR 24), in percent.
 */
export async function idleCpuPercent(url: string, width: number, height: number): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const before = await treeCpuSeconds(chrome.pid);
    await page.waitForTimeout(IDLE_SECONDS * 1000);
    const after = await treeCpuSeconds(chrome.pid);
    return ((after - before) / IDLE_SECONDS) * 100;
  } finally {
    await browser.close().catch(() => {});
    chrome.kill();
  }
}
