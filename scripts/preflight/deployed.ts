import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import { awsClients } from './aws.js';
import { GOOGLE_TOKEN_VARIABLE } from './iam-conditions.js';
import type { CheckResult } from './report.js';
import { runPreflight } from './run.js';
import { readStoredSecrets } from './stored-secrets.js';

/** The preflight of a deployment: the stored secrets read from the stack's region, every check run for real. */
export async function preflightDeployment(config: OperatorConfig): Promise<CheckResult[]> {
  const aws = await awsClients(config.deploy.region);
  const secrets = await readStoredSecrets(aws.secrets, config);
  const googleAccessToken = process.env[GOOGLE_TOKEN_VARIABLE];
  return runPreflight({ config, secrets, aws, ...(googleAccessToken ? { googleAccessToken } : {}) });
}
