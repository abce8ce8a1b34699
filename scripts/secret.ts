/**
 * `npm run secret:<id> -- <file>`: checks a secret's value and stores it in the stack's Secrets Manager
 * secret (created when missing). The value is read from a file, never from the command line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { loadOperatorConfig, operatorConfigPath } from '../infra/config/operator-config.js';
import { SECRETS, SecretValueError, secretSpec, storeSecret } from './secrets/secrets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help || positionals.length !== 2) {
  console.log(`usage: npm run secret:<id> -- <file> [--config operator-config.json]
Checks the file and stores it as the secret's current value, in the configured region (deploy.region, else
the AWS CLI's). Secrets: ${SECRETS.map((s) => `${s.id} (${s.description})`).join(', ')}.
Example: npm run secret:service-account -- ~/Downloads/my-project-1234.json`);
  process.exit(values.help ? 0 : 2);
}

const [id, file] = positionals as [string, string];
try {
  const spec = secretSpec(id);
  const config = loadOperatorConfig(operatorConfigPath(values.config), { allowPlaceholders: false });
  const client = new SecretsManagerClient(config.deploy.region ? { region: config.deploy.region } : {});
  const stored = await storeSecret(client, spec, config, readFileSync(file, 'utf8'));
  console.log(
    `${stored.created ? 'Created' : 'Updated'} ${stored.name}${stored.versionId ? ` (version ${stored.versionId})` : ''}. ` +
      'Delete the local file; running functions read the new value at their next cold start.',
  );
} catch (error) {
  console.error(
    error instanceof SecretValueError ? `Not stored: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
