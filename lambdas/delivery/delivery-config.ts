import { z } from 'zod';
import { SITE_LOCALES, type SiteLocale } from '../contract/content-locales.js';
import type { DeliveryChannel } from '../contract/delivery.js';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from '../platform/config/env.js';

const siteLocale = z
  .enum(SITE_LOCALES, { error: `must be one of the site's locales: ${SITE_LOCALES.join(', ')}` })
  .default('en');

/**
 * The operator configuration's official list (behaviour §14.3), as JSON (`{"links": [...], "handles": [...],
 * "sites": [...], "mint": "...", "telegramHandles": [...]}`), set by the CDK app from the same configuration
 * the page is built from. Unset: none, so every address but the site's own is defanged in the chats.
 */
const officialList = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"links": [...], "handles": [...]}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      links: z.array(z.url()),
      handles: z.array(z.string().min(1)),
      sites: z.array(z.string().min(1)).optional(),
      mint: z.string().min(1).optional(),
      telegramHandles: z.array(z.string().min(1)).optional(),
    }),
  )
  .default({ links: [], handles: [] });

const schema = z
  .object({
    ...databaseEnv,
    /** The site's origin: messages link to `<origin>/news/<id>` (or `<origin>/<locale>/news/<id>`). */
    DELIVERY_SITE_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }),
    /** The only addresses and handles a message leaves as written (behaviour §14); any other is defanged. */
    DELIVERY_OFFICIAL: officialList,
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
    /** The language of each channel's messages (`deploy.announcementLocales`); English by default. */
    TELEGRAM_LOCALE: siteLocale,
    DISCORD_LOCALE: siteLocale,
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

/** Each channel's language, from the sender's environment. */
export function channelLocales(config: DeliveryConfig): Record<DeliveryChannel, SiteLocale> {
  return { telegram: config.TELEGRAM_LOCALE, discord: config.DISCORD_LOCALE };
}
