/**
 * `npm run grade:headers`: serves a web build with the distribution's headers and grades them with the
 * MDN HTTP Observatory's tests (see scripts/observatory/grade.ts for what is recorded and how).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config.js';
import { startSiteServer } from './local/site-server.js';
import { gradeSite } from './observatory/grade.js';

const { values } = parseArgs({
  options: { build: { type: 'string' }, config: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(`usage: npm run grade:headers [-- --build web/dist] [--config operator-config.json]
Serves the web build as CloudFront does (viewer-request function, security headers from the same source
as the stack) on a free loopback port, and grades the answer with the MDN HTTP Observatory's tests.
Prints the grade, the score and each test; exits 1 below A+.`);
  process.exit(0);
}

const config = loadOperatorConfig(operatorConfigPath(values.config), { allowPlaceholders: true });
const server = await startSiteServer({
  webBuildPath: values.build ?? join(import.meta.dirname, '..', 'web', 'dist'),
  chartHosts: config.deploy.chartHosts,
});
try {
  const result = await gradeSite(server.url);
  console.log(
    `grade ${result.grade}, score ${result.score}, tests passed ${result.testsPassed}/${result.testsQuantity}`,
  );
  for (const test of result.tests) {
    console.log(
      `${test.pass ? 'pass' : 'FAIL'} ${test.name.padEnd(36)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`,
    );
  }
  console.log(`Content-Security-Policy: ${server.headers['content-security-policy']}`);
  process.exitCode = result.grade === 'A+' ? 0 : 1;
} finally {
  await server.stop();
}
