/**
 * `npm test`: every check the project has, with the time each took. It runs them all (a failed
 * typecheck still lets the tests report) and exits non-zero if any failed.
 *
 * Steps run one after the other, except typecheck, lint and cdk synth, which run beside the
 * integration tests: their files wait on the emulators much of the time, so a core is often idle.
 * The integration files run in two halves side by side, each process with emulators of its own
 * (vitest's --shard): the files clear and seed the same collections, so two of them must not share
 * a database. One process took 172 s on a quiet 2-core machine, two halves 119 s.
 * `--lanes` runs the browser tests beside the other checks too: worth it on a machine with cores to
 * spare, not on 2 cores, where a fresh clone took 1,057 s with lanes (the unit step alone 699 s,
 * starved of CPU).
 *
 * The browser tests themselves run as two halves side by side, each with a local stack of its own:
 * two halves keep 2 cores busy (three were slower, about 500 s each), and separate stacks keep one
 * half's data and sign-ins (the second factor, "sign out everywhere", the chain's outages) out of
 * the other's way. Chromium does most of their work (see ADMIN_PAGE in web/e2e/harness.ts).
 *
 * On 2 cores every step is short of CPU, so time is won by doing less, not by moving steps around:
 * docs/testing.md ("Where a 16-minute run went") says what a 16-minute run spent, what was cut (the
 * browser files' waits for the wallet-rules watch, a second build of the site, the text-layout
 * check's repeated style reads) and what is left (the integration files' repeated module loading).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { busyCount, keepCoresBusy } from './testing/busy-cores.js';
import { testInstants } from './testing/instants.js';

if (process.argv.includes('--help')) {
  console.log(`usage: [TEST_NOW=<ISO 8601 instant>] npm test [-- --skip-browser] [-- --lanes] [-- --busy N]
Runs: the web build, unit and component tests, integration tests (emulators, in two halves side by
side, each with emulators of its own) with typecheck, lint, cdk synth and the HTML checker over the
built pages beside them (their output in test-results/static-checks.log, printed after), then the
browser tests (Chromium against the local stack, in two halves side by side, each with a stack of
its own; their output is printed when both end). --lanes runs the browser tests beside the other
checks (output kept in test-results/browser.log, printed when they end): faster only with more than
2 cores.
The date-sensitive tests run at "today" and at chosen instants (scripts/testing/instants.ts);
TEST_NOW replaces "today", to run the suite as it would run on that day.
--busy N keeps N more processes spinning for the whole run, as other work on a busy machine does
(docs/testing.md, "Running the suite on a busy machine").`);
  process.exit(0);
}

const skipBrowser = process.argv.includes('--skip-browser');
const lanes = process.argv.includes('--lanes');
const busy = busyCount(process.argv);

interface Step {
  name: string;
  command: string[];
  /** Vitest JSON report to count tests from. */
  report?: string;
}

/** A step, or steps run side by side (each with its output in test-results/<name>.log). */
type Stage = Step | Step[];

mkdirSync('test-results', { recursive: true });
/** Tests that passed only on a retry, one JSON line each (scripts/testing/retried-reporter.ts). */
const RETRIED = 'test-results/retried-tests.jsonl';
rmSync(RETRIED, { force: true });

/** `name` as a file name in test-results/ (its report, or its log when it runs side by side). */
const fileName = (name: string) => name.replace(/\W+/g, '-');

const vitest = (name: string, projects: string[], args: string[] = []): Step => ({
  name,
  report: `test-results/${fileName(name)}.json`,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/testing/retried-reporter.ts',
    `--outputFile.json=test-results/${fileName(name)}.json`,
    ...args,
  ],
});

// Vitest keeps a core for itself (one worker on 2 cores), but the unit files spend much of their
// time loading modules and setting up happy-dom: two workers on 2 cores took the step from 175 s to
// 118 s. Each integration half keeps vitest's default (one worker): its files share that half's emulators.
const unitWorkers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;

// The browser files, in two halves of about equal time, by the files' measured times (the locales,
// wallet-control and left-open files are the longest); any file not named here joins the second half.
// admin-account moved to the second half once the wallet-rules waits and the share card's own build left it.
const E2E = 'web/e2e';
const browserFiles = readdirSync(E2E)
  .filter((file) => file.endsWith('.e2e.test.ts'))
  .map((file) => `${E2E}/${file}`);
const firstHalf = [
  'admin-history',
  'live',
  'holders',
  'official',
  'ledger',
  'translated-content',
  'chain-facts',
  'left-open',
  'locales',
  'delivery',
].map((name) => `${E2E}/${name}.e2e.test.ts`);
const secondHalf = browserFiles.filter((file) => !firstHalf.includes(file));

// The committed operator configuration holds placeholders, which a production build refuses (ADR 7):
// the checks build the demo, and synthesize the stack from it.
const build: Step[] = [{ name: 'web build', command: ['npm', 'run', 'build:web', '--', '--mode', 'demo'] }];
const browser: Stage[] = skipBrowser
  ? []
  : [
      { name: 'browser setup', command: ['node', 'scripts/ensure-deps.mjs', '--browser'] },
      [vitest('browser 1', ['browser'], firstHalf), vitest('browser 2', ['browser'], secondHalf)],
    ];
const unit = vitest('unit', ['node', 'web'], [unitWorkers]);
const integration = [1, 2].map((half) =>
  vitest(`integration ${half}`, ['integration'], [`--shard=${half}/2`]),
);
const staticChecks: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  // The demo build is accepted only by a synth that deploys nothing, and only when asked for.
  { name: 'cdk synth', command: ['npx', 'cdk', 'synth', '--quiet', '-c', 'allowDemoBuild=true'] },
  // The Nu HTML Checker over every page the web build wrote (docs/testing.md, "The HTML checker").
  { name: 'html check', command: ['npx', 'tsx', 'scripts/checks/check-built-html.ts'] },
];
const checks: Step[] = [unit, ...integration, ...staticChecks];
// Typecheck, lint and synth run beside the integration halves (see the top of this file); their output
// is printed after them.
const STATIC_LOG = 'test-results/static-checks.log';
const runChecks = async (): Promise<Result[]> => [
  ...(await runLane([unit])),
  ...(await runBeside(() => runLane([integration]), staticChecks, STATIC_LOG)),
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs one step; `log` set: its output goes there instead of this terminal. */
function runStep(step: Step, log?: NodeJS.WritableStream): Promise<Result> {
  if (!log) console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  else log.write(`\n=== ${step.name}: ${step.command.join(' ')}\n`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const child = spawn(command, args, {
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', RETRIED_TESTS_FILE: RETRIED },
  });
  child.stdout?.pipe(log as NodeJS.WritableStream, { end: false });
  child.stderr?.pipe(log as NodeJS.WritableStream, { end: false });
  return new Promise((resolve) => {
    const done = (ok: boolean) => resolve({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      (log ?? process.stderr).write(`${step.name}: ${error.message}\n`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs steps side by side, each into its own log, then prints (or appends to `log`) each log in turn. */
async function runSideBySide(steps: Step[], log?: NodeJS.WritableStream): Promise<Result[]> {
  const files = steps.map((step) => `test-results/${fileName(step.name)}.log`);
  const say = (line: string) => (log ? log.write(`${line}\n`) : console.log(line));
  say(`\n=== side by side: ${steps.map((step, i) => `${step.name} (${files[i]})`).join(', ')}`);
  const results = await Promise.all(
    steps.map(async (step, i) => {
      const out = createWriteStream(files[i] as string);
      const result = await runStep(step, out);
      await new Promise((resolve) => out.end(resolve));
      return result;
    }),
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (log) log.write(text);
    else process.stdout.write(text);
  }
  return results;
}

async function runLane(stages: Stage[], log?: NodeJS.WritableStream): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of stages) {
    if (Array.isArray(stage)) results.push(...(await runSideBySide(stage, log)));
    else results.push(await runStep(stage, log));
  }
  return results;
}

/** Runs `beside` (its output kept in `file`, printed when both end) beside `main` (this terminal's). */
async function runBeside(main: () => Promise<Result[]>, beside: Stage[], file: string): Promise<Result[]> {
  const log = createWriteStream(file);
  console.log(`\n=== ${stageNames(beside)} run beside; their output: ${file}`);
  const besideLane = runLane(beside, log);
  const mainResults = await main();
  const besideResults = await besideLane;
  await new Promise((resolve) => log.end(resolve));
  console.log(`\n=== ${stageNames(beside)} (${file})`);
  process.stdout.write(readFileSync(file, 'utf8'));
  return [...mainResults, ...besideResults];
}

function stageNames(stages: Stage[]): string {
  return stages
    .flat()
    .map((step) => step.name)
    .join(', ');
}

const startedAll = Date.now();
const stopBusy = busy > 0 ? keepCoresBusy(busy) : () => {};
if (busy > 0) console.log(`=== ${busy} spinning process(es) keep the cores busy for the whole run (--busy)`);
// ADR 29: every process of the run takes the same "today" (TEST_NOW, unless given), and the
// date-sensitive tests run at it and at the chosen instants.
process.env.TEST_NOW ||= new Date(startedAll).toISOString();
const instants = testInstants();
console.log(
  `Date-sensitive tests run at ${instants.length} instants:\n${instants.map((i) => `  ${i.iso}  ${i.name} (${i.timeZone})`).join('\n')}`,
);
const results: Result[] = [...(await runLane(build))];
if (!lanes || browser.length === 0) {
  results.push(...(await runChecks()), ...(await runLane(browser)));
} else {
  // Started first: the local stack comes up while the unit tests run.
  results.push(...(await runBeside(runChecks, browser, 'test-results/browser.log')));
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

let passed = 0;
let failed = 0;
/** Each failed test, named with its file and the first lines of its error: the summary is what a CI log keeps. */
const failures: string[] = [];
const firstLines = (text: string) => text.split('\n').slice(0, 4).join('\n      ');
for (const step of [...build, ...checks, ...browser].flat()) {
  const ok = results.find((r) => r.name === step.name)?.ok;
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8')) as Report;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults) {
      const where = relative(process.cwd(), file.name);
      // A file that failed to load or whose hooks failed has no failed assertion, only a message.
      if (file.message) failures.push(`${step.name}: ${where}\n      ${firstLines(file.message)}`);
      for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
        const error = firstLines(test.failureMessages?.[0] ?? '');
        failures.push(`${step.name}: ${where} > ${test.fullName}\n      ${error}`);
      }
    }
  } else if (step.report && !ok) {
    failed += 1;
  }
}

stopBusy();
console.log('\n=== summary');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)} s`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - stepsFailed} passed, ${stepsFailed} failed`);
// Less than the sum of the steps: some run side by side (and with --lanes, the browser tests beside the rest).
console.log(
  `wall clock: ${((Date.now() - startedAll) / 1000).toFixed(1)} s${busy > 0 ? ` (with --busy ${busy})` : ''}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
const retried = existsSync(RETRIED)
  ? readFileSync(RETRIED, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { test: string; retries: number; firstError?: string })
  : [];
/** A retried test as the summary names it, with what its first attempt failed with (indented under it). */
const retriedLine = (r: (typeof retried)[number]) =>
  `- ${r.test} (retried ${r.retries}×)` +
  (r.firstError ? `\n  first failed with: ${r.firstError.replaceAll('\n', '\n  ')}` : '');
// Passed, but only on a retry: counted as passed, and named so that a flaky test is seen and mended.
if (retried.length > 0) console.log(`\n=== passed only on a retry\n${retried.map(retriedLine).join('\n')}`);
if (failures.length > 0) console.log(`\n=== failed\n${failures.map((f) => `- ${f}`).join('\n')}`);
process.exit(stepsFailed === 0 && failed === 0 ? 0 : 1);
