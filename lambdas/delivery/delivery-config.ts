import { z } from 'zod';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from '../platform/config/env.js';

const schema = z
  .object({
    ...databaseEnv,
    /** The site's origin: messages link to `<origin>/#news-<id>`. */
    DELIVERY_SITE_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }),
    /** Secret: `{"botToken": "...", "chatId": "..."}`. Unset: Telegram is off. */
    TELEGRAM_SECRET_ARN: z.string().min(1).optional(),
    /** Secret: the Discord channel's webhook URL. Unset: Discord is off. */
    DISCORD_WEBHOOK_SECRET_ARN: z.string().min(1).optional(),
    /** The Telegram credentials as plain JSON (local stack only). */
    TELEGRAM_CREDENTIALS: z.string().min(1).optional(),
    /** A fake Bot API instead of Telegram's (local stack only). */
    TELEGRAM_API_URL: z.url().optional(),
    /** The Discord webhook URL in plain text, here a fake's (local stack only). */
    DISCORD_WEBHOOK_URL: z.url().optional(),
    /** One send (connecting included) longer than this counts as no answer. */
    DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    refuseOutsideLocalStack(
      env,
      ['FIRESTORE_EMULATOR_HOST', 'TELEGRAM_CREDENTIALS', 'TELEGRAM_API_URL', 'DISCORD_WEBHOOK_URL'],
      ctx,
    );
    requireCredential(env, ctx);
    if (env.LOCAL_STACK !== '1' && !env.DELIVERY_SITE_ORIGIN.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DELIVERY_SITE_ORIGIN'],
        message: 'must be https:// when deployed',
      });
    }
  });

export type DeliveryConfig = z.infer<typeof schema>;

/** Parses the sender's environment; a missing or bad value throws an error naming it. */
export function parseDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  return parseEnv(schema, env, 'configuration');
}
