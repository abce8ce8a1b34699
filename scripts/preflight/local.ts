import { loadOperatorConfig } from '../../web/src/config/node/operator-config.js';
import { FAKE_TELEGRAM } from '../local/fake-telegram.js';
import type { LocalStack } from '../local/stack.js';
import type { PreflightInputs } from './inputs.js';

/**
 * The preflight's inputs for the local stack (`npm start`): its configuration (the local chain's
 * addresses), the fakes' credentials as the functions get them. Google and AWS are shown as skipped:
 * the emulators need no key and the stack deploys nothing.
 */
export function localPreflightInputs(stack: LocalStack): PreflightInputs {
  return {
    config: loadOperatorConfig(stack.operatorConfigFile, { allowPlaceholders: true }),
    secrets: {
      rpcUrl: stack.rpcUrl,
      telegram: { ...FAKE_TELEGRAM },
      discordWebhookUrl: stack.discordWebhookUrl,
    },
    endpoints: { telegramApi: stack.telegramUrl },
    skipFirebase: 'the emulators need no key and have no IAM (npm run preflight asks Google before a deploy)',
    aws: { skip: 'the local stack deploys nothing (npm run preflight asks AWS before a deploy)' },
    allowHttp: true,
    timeoutMs: 5000,
  };
}
