#!/usr/bin/env node
// Installs what `npm start` and `npm test` need on a fresh clone, and nothing when it is there:
// the locked npm dependencies (npm ci, when package-lock.json changed since the last install), with
// --java a Java runtime for the HTML checker, and with --browser, Debian's Chromium headless shell
// and a CJK font for the browser tests (--chromium: the full Chromium and the font, for bench:web).
// Plain Node: it runs before any install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

if (process.argv.includes('--help')) {
  console.log(
    'usage: node scripts/ensure-deps.mjs [--java] [--browser] [--chromium]\n  installs npm dependencies if missing or stale; --java also installs a Java runtime for the HTML\n  checker, --browser the Chromium headless shell for the browser tests, --chromium the full Chromium\n  for bench:web (apt)',
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

/** Installs Debian packages with apt (through sudo when not root), or explains and exits. */
function aptInstall(packages, why) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = root ? ['apt-get'] : ['sudo', 'apt-get'];
  try {
    run(apt[0], [...apt.slice(1), 'update', '-qq']);
    run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', ...packages]);
  } catch {
    console.error(why);
    process.exit(1);
  }
}

// The browser tests drive Chromium's headless shell (Debian's "chromium-headless-shell": the same
// Blink, without the full browser around it). On this project's browser tests it did the same work
// with about a third less CPU than the full browser in headless mode (docs/testing.md).
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// `npm run bench:web` measures the full browser, as a visitor runs it.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether fontconfig knows the font family `family` (false when it cannot be asked). */
function hasFont(family) {
  try {
    return execFileSync('fc-list', [family, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

// Chinese, Japanese and Korean pages need a CJK font, or every character is an empty box in the
// screenshots and in the layouts measured. Noto Sans CJK (Debian's "fonts-noto-cjk", 56 MB) is the CJK
// font of Android and of most Linux desktops, and draws each of the three languages with its own forms
// of their shared Han characters; WenQuanYi Zen Hei, used before, drew Japanese with Chinese forms, and
// Chromium looked up a fallback font for each of its characters (367 lookups in a load of /ja/, none
// with Noto). Arabic, Cyrillic and Vietnamese are in DejaVu, which fontconfig installs with itself.
const cjkFont = () => (hasFont('Noto Sans CJK JP') ? [] : ['fonts-noto-cjk']);

// The Nu HTML Checker (npm test's "html check", docs/testing.md "The HTML checker") runs on Java 17
// or later: the one on the PATH, or JAVA. Debian's default Java runtime is 17 on bookworm.
function hasJava() {
  try {
    execFileSync(process.env.JAVA ?? 'java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
if (process.argv.includes('--java') && !hasJava())
  aptInstall(
    ['openjdk-17-jre-headless'],
    'The HTML checker needs Java 17 or later: Debian\'s "openjdk-17-jre-headless" (or JAVA set to a java).',
  );

if (process.argv.includes('--browser')) {
  const missing = [...(existsSync(TEST_CHROMIUM) ? [] : ['chromium-headless-shell']), ...cjkFont()];
  if (missing.length)
    aptInstall(
      missing,
      `The browser tests need Debian's ${missing.map((pkg) => `"${pkg}"`).join(' and ')} (or TEST_CHROMIUM_PATH set to a Chromium headless shell).`,
    );
}
if (process.argv.includes('--chromium')) {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...cjkFont()];
  if (missing.length)
    aptInstall(
      missing,
      `The benchmark needs Debian's ${missing.map((pkg) => `"${pkg}"`).join(' and ')} (or CHROMIUM_PATH set to a Chromium).`,
    );
}
