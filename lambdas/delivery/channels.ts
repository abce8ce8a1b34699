import type { DeliveryChannel } from '../contract/delivery.js';
import { secretString } from '../platform/secrets/secret-string.js';
import type { DeliveryConfig } from './delivery-config.js';
import { sendDiscord } from './discord.js';
import { jsonObject } from './send-outcome.js';
import type { ChannelSender } from './sender.js';
import { sendTelegram } from './telegram.js';

/** What the admin panel and a failed delivery say of a channel without credentials. */
export const NOT_CONFIGURED: Record<DeliveryChannel, string> = {
  telegram: 'Telegram is not set up: no bot token and chat id are configured (npm run secret:telegram)',
  discord: 'Discord is not set up: no webhook URL is configured (npm run secret:discord)',
};

const DISCORD_WEBHOOK =
  /^https:\/\/(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d+\/[\w-]+$/;

/** The Telegram channel from its secret: off without one, or with one that is not `{botToken, chatId}`. */
async function telegram(config: DeliveryConfig): Promise<ChannelSender> {
  if (!config.TELEGRAM_SECRET_ARN && !config.TELEGRAM_CREDENTIALS) return { off: NOT_CONFIGURED.telegram };
  const text = await secretString(config.TELEGRAM_SECRET_ARN, config.TELEGRAM_CREDENTIALS, 'Telegram');
  const parsed = jsonObject(text);
  const botToken = typeof parsed.botToken === 'string' ? parsed.botToken.trim() : '';
  const chatId =
    typeof parsed.chatId === 'string' || typeof parsed.chatId === 'number' ? String(parsed.chatId) : '';
  if (!/^\d+:[\w-]{20,}$/.test(botToken) || !chatId) {
    return { off: 'The Telegram secret must be {"botToken": "<id>:<token>", "chatId": "@channel or -100…"}' };
  }
  const options = { timeoutMs: config.DELIVERY_TIMEOUT_MS, apiUrl: config.TELEGRAM_API_URL };
  return { send: (message) => sendTelegram({ botToken, chatId }, message, options) };
}

/** The Discord channel from its secret: off without one, or with one that is not a webhook URL. */
async function discord(config: DeliveryConfig): Promise<ChannelSender> {
  if (!config.DISCORD_WEBHOOK_SECRET_ARN && !config.DISCORD_WEBHOOK_URL)
    return { off: NOT_CONFIGURED.discord };
  const url = await secretString(
    config.DISCORD_WEBHOOK_SECRET_ARN,
    config.DISCORD_WEBHOOK_URL,
    'Discord webhook',
  );
  // The local stack's fake answers on loopback; deployed, only Discord's own webhook addresses.
  if (!config.DISCORD_WEBHOOK_URL && !DISCORD_WEBHOOK.test(url)) {
    return { off: 'The Discord secret must be a webhook URL: https://discord.com/api/webhooks/<id>/<token>' };
  }
  return { send: (message) => sendDiscord(url, message, { timeoutMs: config.DELIVERY_TIMEOUT_MS }) };
}

/** Each channel's sender, read from its secret when the sender runs. */
export function configuredChannels(
  config: DeliveryConfig,
): Record<DeliveryChannel, () => Promise<ChannelSender>> {
  return { telegram: () => telegram(config), discord: () => discord(config) };
}
