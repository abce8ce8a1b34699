/**
 * `npm run secret:<id> -- <file>`: checks a secret's value and stores it in the stack's Secrets Manager
 * secret (created when missing). The value is read from a file, never from the command line; a secret
 * nobody types (the origin secret) is made with `--generate` instead.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config.js';
import { SECRETS, SecretValueError, secretSpec, storeSecret } from './secrets/secrets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string' }, generate: { type: 'boolean' }, help: { type: 'boolean' } },
});
if (values.help || positionals.length !== (values.generate ? 1 : 2)) {
  console.log(`usage: npm run secret:<id> -- <file> [--config operator-config.json]
       npm run secret:origin-header -- --generate
Checks the file (or makes a random value with --generate) and stores it as the secret's current value, in
the configured region (deploy.region, else the AWS CLI's). Secrets: ${SECRETS.map((s) => `${s.id} (${s.description})`).join(', ')}.
Rotating the origin secret: --generate, then npm run deploy (the API accepts the deployed value until then, and only the new one after).
Example: npm run secret:service-account -- ~/Downloads/my-project-1234.json`);
  process.exit(values.help ? 0 : 2);
}

const [id, file] = positionals as [string, string | undefined];
try {
  const spec = secretSpec(id);
  const config = loadOperatorConfig(operatorConfigPath(values.config), { allowPlaceholders: false });
  const client = new SecretsManagerClient(config.deploy.region ? { region: config.deploy.region } : {});
  let content: string;
  if (values.generate) {
    if (!spec.generate) throw new Error(`The ${spec.id} secret cannot be generated: give its file.`);
    content = spec.generate();
  } else {
    content = readFileSync(file as string, 'utf8');
  }
  // storeSecret runs the secret's own checks (the origin secret's rotation check) whatever the source.
  const stored = await storeSecret(client, spec, config, content);
  console.log(
    `${stored.created ? 'Created' : 'Updated'} ${stored.name}${stored.versionId ? ` (version ${stored.versionId})` : ''}. ` +
      (values.generate
        ? 'Run npm run deploy now: CloudFront sends the new value from then on.'
        : 'Delete the local file; running functions read the new value at their next cold start.'),
  );
} catch (error) {
  console.error(
    error instanceof SecretValueError ? `Not stored: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
