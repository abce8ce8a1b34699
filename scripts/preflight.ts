/**
 * `npm run preflight`: checks, with real and read-only calls, that the outside services accept the
 * operator configuration and the stored secrets, and prints one table (infra/README.md, "The preflight").
 */
import { parseArgs } from 'node:util';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config.js';
import { preflightDeployment } from './preflight/deployed.js';
import { blocking, type CheckResult, formatTable, hasBlocking } from './preflight/report.js';

const { values } = parseArgs({
  options: { config: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(`usage: npm run preflight [-- --json] [--config operator-config.json]
Reads the operator configuration and the stored secrets (Secrets Manager, the configured region) and asks
each outside service, read-only: Solana (the cluster, the mint, the donation wallet, the Squads vault, the
ledger's mints), the witness (its vendor, cluster and slot, and the calls the functions make of it: the
whole-mint read within the reconciler's timeout, the newcomer check, minContextSlot), Telegram, Discord,
Firebase (each key's token, its refusals, the databases; with GOOGLE_OAUTH_ACCESS_TOKEN, your own token,
the database each key's IAM condition names) and AWS (the caller, the CDK bootstrap, the secrets, the
certificate, the web ACL).
Prints one line a check: ok, warning, BLOCKING (with the fix) or skipped. Secret values are never printed.
--json prints the same lines as JSON. Exit status 1 when a check is blocking, 0 otherwise.`);
  process.exit(0);
}

const path = operatorConfigPath(values.config);
let results: CheckResult[];
try {
  const config = loadOperatorConfig(path, { allowPlaceholders: false });
  results = await preflightDeployment(config).catch((error: Error) => [
    // No region or no credentials at all: nothing could be asked. The SDK's message names no secret.
    blocking(
      'AWS',
      `cannot start (${error.message})`,
      'aws configure, or AWS_PROFILE=<profile>; set deploy.region',
    ),
  ]);
} catch (error) {
  // The configuration itself is wrong: its own messages name each field, never a secret.
  results = [blocking('Configuration', (error as Error).message.replace(/\n\s*/g, ' '), `edit ${path}`)];
}
console.log(
  values.json ? JSON.stringify({ results, blocking: hasBlocking(results) }, null, 2) : formatTable(results),
);
process.exit(hasBlocking(results) ? 1 : 0);
