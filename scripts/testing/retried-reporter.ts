import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestCase } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/**
 * Records each test that passed only on a retry, one JSON line each, in the file named by
 * `RETRIED_TESTS_FILE`. The browser tests are retried once (a shared 2-core machine sometimes
 * starves a page), and this keeps such a pass visible in `npm test`'s summary instead of silent.
 */
export default class RetriedReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const file = process.env.RETRIED_TESTS_FILE;
    const retries = test.diagnostic()?.retryCount ?? 0;
    if (!file || retries === 0 || test.result().state !== 'passed') return;
    const where = relative(process.cwd(), test.module.moduleId);
    appendFileSync(file, `${JSON.stringify({ test: `${where} > ${test.fullName}`, retries })}\n`);
  }
}
