import { asObject, requestJson } from './http-json.js';
import { type PreflightInputs, unreadableSecret } from './inputs.js';
import { blocking, type CheckResult, ok, skipped } from './report.js';
import { hostOf } from './solana.js';

const FIX = 'Channel settings → Integrations → Webhooks → New Webhook, then npm run secret:discord -- <file>';

/** Discord (ADR 36): `GET` on the webhook answers it (not deleted) and names its channel. Posts nothing. */
export async function discordChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  const { config, secrets } = inputs;
  const url = secrets.discordWebhookUrl;
  if (!url) {
    return config.deploy.announcementChannels.includes('discord')
      ? [blocking('Discord', unreadableSecret(secrets, config.deploy.discordWebhookSecretName), FIX)]
      : [skipped('Discord', 'not in deploy.announcementChannels')];
  }
  try {
    const answer = await requestJson(url, { timeoutMs: inputs.timeoutMs ?? 10_000 });
    const { body, status } = answer;
    if (status === 200 && typeof body.channel_id === 'string') {
      return [
        ok(
          'Discord: webhook',
          `"${String(body.name)}" posts to channel ${body.channel_id}${body.guild_id ? ` of server ${String(body.guild_id)}` : ''}`,
        ),
      ];
    }
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    const why =
      asObject(body).code === 10015
        ? 'the webhook was deleted'
        : status === 401
          ? 'its token is wrong'
          : message;
    return [blocking('Discord: webhook', `${hostOf(url)} answers ${status} (${message}): ${why}`, FIX)];
  } catch (error) {
    return [
      blocking(
        'Discord: webhook',
        `${hostOf(url)}: ${(error as Error).message}`,
        'check the network, then run again',
      ),
    ];
  }
}
