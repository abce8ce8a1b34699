/**
 * `tsx scripts/checks/check-built-html.ts [folder]`: the Nu HTML Checker over every page of a web
 * build (`web/dist` unless given: each locale's page, the brand page, the 404 page), in one run.
 * Exits non-zero listing each error and warning (file:line:column); `npm test` runs it after the web
 * build (docs/testing.md, "The HTML checker"; which messages fail: scripts/checks/html-checker.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../infra/project-root.js';
import { checkHtmlFiles, fails, formatHtmlProblems, htmlPagesUnder } from './html-checker.js';

const folder = process.argv[2] ?? join(PROJECT_ROOT, 'web', 'dist');
if (!existsSync(folder)) {
  console.error(`No web build at ${folder}: build it first (npm run build:web -- --mode demo).`);
  process.exit(1);
}
const pages = htmlPagesUnder(folder);
const started = Date.now();
const problems = await checkHtmlFiles(pages, folder);
const failing = problems.filter(fails);
const notes = problems.length - failing.length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Nu HTML Checker: ${pages.length} pages in ${seconds} s, ${failing.length} errors and warnings, ${notes} notes (accepted, scripts/checks/html-checker.ts says why)`,
);
if (pages.length === 0) {
  console.error(`No HTML page under ${folder}.`);
  process.exit(1);
}
if (failing.length > 0) {
  console.error(formatHtmlProblems(failing).join('\n'));
  process.exit(1);
}
