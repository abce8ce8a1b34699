import { App } from 'aws-cdk-lib';
import { loadOperatorConfig, operatorConfigPath } from '../../web/src/config/node/operator-config';
import { bundleHandlersOnce } from '../stack/bundle-handlers-once';
import { addSiteStack } from '../stack/create-app';

// `-c config=path/to/file.json` (or $OPERATOR_CONFIG) selects another operator configuration, e.g. a
// staging copy; `-c allowDemoBuild=true` lets a synth without credentials use a demo web build (npm test).
const app = new App();
const configPath = operatorConfigPath(app.node.tryGetContext('config') as string | undefined);

// The CLI sets CDK_DEFAULT_ACCOUNT only when it holds AWS credentials, which every deploy needs.
const account = process.env.CDK_DEFAULT_ACCOUNT;
const deploying = account !== undefined;
// Placeholders are named by addSiteStack when deploying; a synth without credentials accepts them.
const config = loadOperatorConfig(configPath, { allowPlaceholders: true });
const region = config.deploy.region ?? process.env.CDK_DEFAULT_REGION;
const addStacks = (target: App) =>
  addSiteStack(target, {
    config,
    configSource: configPath,
    deploying,
    allowDemoBuild: String(app.node.tryGetContext('allowDemoBuild')) === 'true',
    ...(account || region ? { env: { account, region } } : {}),
  });
// All handlers in one esbuild run rather than one run each: the same files, in a fraction of the time.
bundleHandlersOnce(app, addStacks);
addStacks(app);
