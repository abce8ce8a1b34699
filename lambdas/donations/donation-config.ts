import {
  localStackOnly,
  oneOf,
  optional,
  type Parsed,
  parseVariables,
  text,
} from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';

/** The shared secret's length, as the holder webhook's (the edge checks the same bounds: ADR 34). */
const WEBHOOK_SECRET_MIN = 16;

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

/** Every donation function's environment: the wallet. */
export const donationRules = {
  /** The donation wallet (the site section of the operator configuration): every request's recipient. */
  DONATION_WALLET: publicKey,
};

const webhookRules = {
  ...donationRules,
  LOCAL_STACK: optional(oneOf(['1'])),
  /** Secrets Manager secret holding the donation webhook's shared secret (deployed, webhook only). */
  DONATION_WEBHOOK_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  /** The shared secret itself: the local stack and tests only. */
  DONATION_WEBHOOK_SECRET: optional(
    text({
      minLength: [WEBHOOK_SECRET_MIN, `must be at least ${WEBHOOK_SECRET_MIN} characters`],
    }),
  ),
};

export type DonationWebhookConfig = Parsed<typeof webhookRules>;
export type DonationReadConfig = Parsed<typeof donationRules>;

/** The donation webhook's environment; a missing or bad value throws an error that names it. */
export function parseDonationWebhookConfig(env: NodeJS.ProcessEnv): DonationWebhookConfig {
  // Neither secret set: every delivery is a 503 at the secret's read (webhookAuth), as the holder webhook's.
  return parseVariables(webhookRules, env, 'donation webhook configuration', (config) =>
    localStackOnly(config, ['DONATION_WEBHOOK_SECRET'], ' (use DONATION_WEBHOOK_SECRET_ARN)'),
  );
}

/** The receipt and goal-gift reads' environment. */
export function parseDonationReadConfig(env: NodeJS.ProcessEnv): DonationReadConfig {
  return parseVariables(donationRules, env, 'donation configuration');
}
