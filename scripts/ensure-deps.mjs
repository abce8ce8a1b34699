#!/usr/bin/env node
// Installs what `npm start` and `npm test` need on a fresh clone, and nothing when it is there:
// the locked npm dependencies (npm ci, when package-lock.json changed since the last install) and,
// with --browser, Debian's Chromium for the browser tests. Plain Node: it runs before any install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

if (process.argv.includes('--help')) {
  console.log(
    'usage: node scripts/ensure-deps.mjs [--browser]\n  installs npm dependencies if missing or stale; --browser also installs Chromium (apt)',
  );
  process.exit(0);
}

const STAMP = 'node_modules/.install-stamp';
const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

if (installed !== lockHash) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(STAMP, `${lockHash}\n`);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo'];
  try {
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(root ? [] : ['apt-get']), 'update', '-qq']);
    run(sudo[0] ?? 'apt-get', [
      ...sudo.slice(1),
      ...(root ? [] : ['apt-get']),
      'install',
      '-y',
      '-qq',
      'chromium',
    ]);
  } catch {
    console.error(
      `Chromium is needed for the browser tests: install Debian's "chromium" package or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
