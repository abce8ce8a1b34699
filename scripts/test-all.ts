/**
 * `npm test`: every check the project has, in order, with the time each took. It runs them all
 * (a failed typecheck still lets the tests report) and exits non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

if (process.argv.includes('--help')) {
  console.log(`usage: npm test [-- --skip-browser]
Runs: typecheck, lint, unit and component tests, integration tests (emulators), the web build,
browser tests (Chromium against the local stack), and cdk synth.`);
  process.exit(0);
}

const skipBrowser = process.argv.includes('--skip-browser');

interface Step {
  name: string;
  command: string[];
  /** Vitest JSON report to count tests from. */
  report?: string;
}

mkdirSync('test-results', { recursive: true });

const vitest = (name: string, projects: string[]): Step => ({
  name,
  report: `test-results/${name}.json`,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${name}.json`,
  ],
});

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', '.'] },
  { name: 'lint', command: ['npx', 'biome', 'ci', '.'] },
  vitest('unit', ['node', 'web']),
  vitest('integration', ['integration']),
  // The committed operator configuration holds placeholders, which a production build refuses (DESIGN
  // decision 7): the checks build the demo, and synthesize the stack from it.
  { name: 'web build', command: ['npm', 'run', 'build:web', '--', '--mode', 'demo'] },
  ...(skipBrowser
    ? []
    : [
        { name: 'browser setup', command: ['node', 'scripts/ensure-deps.mjs', '--browser'] },
        vitest('browser', ['browser']),
      ]),
  // The demo build is accepted only by a synth that deploys nothing, and only when asked for.
  { name: 'cdk synth', command: ['npx', 'cdk', 'synth', '--quiet', '-c', 'allowDemoBuild=true'] },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
let passed = 0;
let failed = 0;

for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (step.report && !ok) {
    failed += 1;
  }
}

console.log('\n=== summary');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)} s`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - stepsFailed} passed, ${stepsFailed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(stepsFailed === 0 && failed === 0 ? 0 : 1);
