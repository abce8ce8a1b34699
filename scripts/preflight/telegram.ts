import { TELEGRAM_API_URL } from '../../lambdas/delivery/telegram.js';
import { asObject, requestJson } from './http-json.js';
import { type PreflightInputs, unreadableSecret } from './inputs.js';
import { blocking, type CheckResult, ok, skipped } from './report.js';

const FIX = 'npm run secret:telegram -- <file with {"botToken", "chatId"}>';

/**
 * Telegram (ADR 36): the token is a bot's (getMe), the chat exists (getChat), and the bot may post there
 * (getChatMember for the bot itself): in a channel only an administrator with "Post messages" can.
 */
export async function telegramChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  const { config, secrets } = inputs;
  const enabled = config.deploy.announcementChannels.includes('telegram');
  if (!secrets.telegram) {
    return enabled
      ? [blocking('Telegram', unreadableSecret(secrets, config.deploy.telegramSecretName), FIX)]
      : [skipped('Telegram', 'not in deploy.announcementChannels')];
  }
  const { botToken, chatId } = secrets.telegram;
  const base = `${(inputs.endpoints?.telegramApi ?? TELEGRAM_API_URL).replace(/\/+$/, '')}/bot${botToken}`;
  const call = (method: string, params: Record<string, unknown>) =>
    requestJson(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      timeoutMs: inputs.timeoutMs ?? 10_000,
    });
  const said = (body: Record<string, unknown>, status: number) =>
    typeof body.description === 'string' ? body.description : `HTTP ${status}`;
  try {
    const me = await call('getMe', {});
    if (me.body.ok !== true) {
      return [
        blocking(
          'Telegram: bot',
          `the bot token is refused (${said(me.body, me.status)}): revoked or mistyped`,
          `a token from @BotFather (/token), then ${FIX}`,
        ),
      ];
    }
    const bot = asObject(me.body.result);
    const results = [ok('Telegram: bot', `@${String(bot.username)} (id ${String(bot.id)})`)];
    const chat = await call('getChat', { chat_id: chatId });
    if (chat.body.ok !== true) {
      results.push(
        blocking(
          'Telegram: chat',
          `chat ${chatId}: ${said(chat.body, chat.status)}`,
          `set chatId to the channel's @username or -100… id, then ${FIX}`,
        ),
      );
      return results;
    }
    const found = asObject(chat.body.result);
    const type = String(found.type);
    results.push(ok('Telegram: chat', `${chatId}: ${type} "${String(found.title ?? found.username ?? '')}"`));
    const member = await call('getChatMember', { chat_id: chatId, user_id: bot.id });
    const status = String(asObject(member.body.result).status ?? said(member.body, member.status));
    const rights = asObject(member.body.result);
    const canPost =
      status === 'creator' ||
      (status === 'administrator' && (type !== 'channel' || rights.can_post_messages === true)) ||
      (type !== 'channel' && status === 'member') ||
      (type !== 'channel' && status === 'restricted' && rights.can_send_messages === true);
    results.push(
      canPost
        ? ok('Telegram: may post', `the bot is ${status} of ${chatId}`)
        : blocking(
            'Telegram: may post',
            `the bot is ${status} of ${chatId}${status === 'administrator' ? ' without "Post messages"' : ''}: it cannot post`,
            `in ${chatId}: Administrators → Add admin → @${String(bot.username)}, with "Post messages"`,
          ),
    );
    return results;
  } catch (error) {
    return [
      blocking(
        'Telegram',
        `${new URL(base).host}: ${(error as Error).message}`,
        'check the network, then run again',
      ),
    ];
  }
}
