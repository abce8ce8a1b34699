/**
 * `npm run deploy`: the one way to deploy. Checks the operator configuration (no placeholders), asks
 * every outside service whether it accepts it (the preflight), the work tree (committed, so the build's
 * stamp names what ships) and the stack's secrets, builds the web app
 * from the configuration, then runs `cdk deploy` (or `cdk diff` with --dry-run) on the same file.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { sourceCommit } from '../web/build-plugins/build-stamp.js';
import { ORIGIN_SECRET_VERSION_PARAMETER } from '../web/src/config/node/deploy-config.js';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config.js';
import { preflightDeployment } from './preflight/deployed.js';
import { formatTable, hasBlocking } from './preflight/report.js';
import { markDeployed, missingSecrets, secretVersions } from './secrets/secrets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'allow-dirty': { type: 'boolean' },
    'skip-preflight': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(`usage: npm run deploy [-- --dry-run] [--config operator-config.json] [--allow-dirty] [--skip-preflight] [cdk options]
1. validates the operator configuration (placeholders refused, each named), then runs npm run preflight
   and stops at a blocking line (--skip-preflight leaves the chain, the witness, Telegram, Discord,
   Google and AWS unasked: only the secrets' existence is checked, in step 3);
2. refuses uncommitted changes (--allow-dirty to override: the build is then stamped <commit>-dirty);
3. checks that the stack's secrets exist in Secrets Manager (npm run secret:<id> creates them), and
   names the origin secret's current version for CloudFront (stack parameter ${ORIGIN_SECRET_VERSION_PARAMETER});
4. builds the web app from the configuration (stamped with its hash and the commit);
5. cdk deploy with the same configuration; --dry-run runs cdk diff instead and changes nothing.
Other options (e.g. --require-approval never) are passed to cdk.`);
  process.exit(0);
}

const root = join(import.meta.dirname, '..');
const configPath = operatorConfigPath(values.config);

function step(title: string): void {
  console.log(`\n=== ${title}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args[0] ?? ''} failed (exit ${result.status ?? 'signal'})`);
}

try {
  step(`configuration ${configPath}`);
  const config = loadOperatorConfig(configPath, { allowPlaceholders: false });
  console.log(`stack ${config.deploy.stackName}, project ${config.firebase.projectId}`);

  if (values['skip-preflight']) {
    step('preflight skipped (--skip-preflight)');
    console.log(
      'Not asked: the chain (cluster, mint, wallet, vault, listed mints), the witness, Telegram, Discord, ' +
        'Google (keys, refusals, databases) and AWS (bootstrap, certificate, web ACL).',
    );
  } else {
    step('preflight (npm run preflight)');
    const results = await preflightDeployment(config);
    console.log(formatTable(results));
    if (hasBlocking(results)) {
      throw new Error(
        'the preflight found blocking problems: fix each line marked BLOCKING, then deploy again.',
      );
    }
  }

  step('sources');
  const commit = sourceCommit(root);
  if (commit.endsWith('-dirty') && !values['allow-dirty']) {
    throw new Error(
      'The work tree has uncommitted changes: commit them (the build is stamped with the commit it ships), ' +
        'or pass --allow-dirty.',
    );
  }
  console.log(`commit ${commit}`);

  step('secrets');
  const client = new SecretsManagerClient(config.deploy.region ? { region: config.deploy.region } : {});
  const problems = await missingSecrets(client, config).catch((error: Error) => {
    throw new Error(
      `Cannot read Secrets Manager (${error.message}): configure AWS credentials (aws configure, AWS_PROFILE) ` +
        'and a region (deploy.region in the configuration, or AWS_REGION).',
    );
  });
  if (problems.length > 0) throw new Error(`Secrets missing:\n  - ${problems.join('\n  - ')}`);
  // CloudFront gets a reference to this version of the origin secret (its id, never the value).
  const originSecret = await secretVersions(client, config.deploy.originSecretName);
  if (!originSecret.current) throw new Error(`${config.deploy.originSecretName} has no current version`);
  console.log(`all present; origin secret version ${originSecret.current}`);

  step('web build');
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { OPERATOR_CONFIG: configPath });

  step(values['dry-run'] ? 'cdk diff (dry run: nothing changes)' : 'cdk deploy');
  run('npx', [
    'cdk',
    values['dry-run'] ? 'diff' : 'deploy',
    '-c',
    `config=${configPath}`,
    '--parameters',
    `${ORIGIN_SECRET_VERSION_PARAMETER}=${originSecret.current}`,
    ...positionals,
  ]);
  if (!values['dry-run']) {
    // The next rotation checks this label: CloudFront now sends the current value.
    await markDeployed(client, config.deploy.originSecretName, originSecret.current, originSecret.deployed);
  }
} catch (error) {
  console.error(`\nNot deployed: ${(error as Error).message}`);
  process.exit(1);
}
