import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestCase } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/** What a retried test failed with first: its message's first lines and where it was thrown. */
function firstError(test: TestCase): string | undefined {
  // A passed result keeps the errors of the attempts that failed before it.
  const error = test.result().errors?.[0];
  if (!error) return undefined;
  const message = (error.message ?? String(error)).split('\n').slice(0, 6).join('\n');
  const frame = error.stacks?.find((s) => !s.file.includes('node_modules'));
  const where = frame ? ` (at ${relative(process.cwd(), frame.file)}:${frame.line})` : '';
  return `${message}${where}`;
}

/**
 * Records each test that passed only on a retry, one JSON line each, in the file named by
 * `RETRIED_TESTS_FILE`, with the error its first attempt failed with. The browser tests are retried
 * once (a shared 2-core machine sometimes starves a page), and this keeps such a pass visible in
 * `npm test`'s summary instead of silent, with what is needed to mend it.
 */
export default class RetriedReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const file = process.env.RETRIED_TESTS_FILE;
    const retries = test.diagnostic()?.retryCount ?? 0;
    if (!file || retries === 0 || test.result().state !== 'passed') return;
    const where = relative(process.cwd(), test.module.moduleId);
    const line = { test: `${where} > ${test.fullName}`, retries, firstError: firstError(test) };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
