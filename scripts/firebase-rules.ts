/**
 * `npm run firebase:rules`: deploys firestore.rules (deny all client access) to the configured project
 * with firebase-tools. Sign in first with `npx firebase login` (or set GOOGLE_APPLICATION_CREDENTIALS).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config.js';

const { values } = parseArgs({ options: { config: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(`usage: npm run firebase:rules [-- --config operator-config.json]
Deploys firestore.rules (named by firebase.json) to the configuration's firebase.projectId with
firebase-tools: every client read and write is refused; the API's service account is not affected.
Needs a Firebase sign-in with the right to deploy rules (npx firebase login).`);
  process.exit(0);
}

try {
  const config = loadOperatorConfig(operatorConfigPath(values.config), { allowPlaceholders: false });
  const firebase = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const root = join(import.meta.dirname, '..');
  const args = [
    'deploy',
    '--only',
    'firestore:rules',
    '--project',
    config.firebase.projectId,
    '--non-interactive',
  ];
  console.log(`> firebase ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [firebase, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(run.status ?? 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
