import { isAbsolute, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { PROJECT_ROOT } from '../api/api';
import { loadDeployConfig } from '../config/deploy-config';
import { addSiteStack } from '../stack/create-app';

// `-c deployConfig=path/to/file.json` selects another configuration (e.g. a staging copy).
const app = new App();
const requested = app.node.tryGetContext('deployConfig') as string | undefined;
const configPath = requested
  ? isAbsolute(requested)
    ? requested
    : join(process.cwd(), requested)
  : join(PROJECT_ROOT, 'infra', 'deploy-config.json');
const config = loadDeployConfig(configPath);

// The CLI sets CDK_DEFAULT_ACCOUNT only when it holds AWS credentials, which every deploy needs.
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = config.region ?? process.env.CDK_DEFAULT_REGION;
addSiteStack(app, {
  config,
  configSource: configPath,
  deploying: account !== undefined,
  ...(account || region ? { env: { account, region } } : {}),
});
