import {
  asObject,
  failedAnswer,
  postToProvider,
  rateLimited,
  type SendOutcome,
  secondsToMs,
} from './send-outcome.js';

/** The bot that posts and the chat it posts to (the Telegram secret, ADR 36). */
export interface TelegramCredentials {
  readonly botToken: string;
  /** A channel's `@username` or numeric id (`-100…`). */
  readonly chatId: string;
}

export const TELEGRAM_API_URL = 'https://api.telegram.org';

/**
 * Posts `text` with the Bot API's sendMessage: plain text (no parse_mode, so nothing in an
 * announcement is read as markup), with the preview taken from the site's link rather than from the
 * first address in the body, which in an advisory may be the impostor's.
 */
export async function sendTelegram(
  credentials: TelegramCredentials,
  message: { text: string; link: string },
  options: { apiUrl?: string; timeoutMs: number },
): Promise<SendOutcome> {
  const url = `${(options.apiUrl ?? TELEGRAM_API_URL).replace(/\/+$/, '')}/bot${credentials.botToken}/sendMessage`;
  const answer = await postToProvider(
    'Telegram',
    url,
    { chat_id: credentials.chatId, text: message.text, link_preview_options: { url: message.link } },
    options.timeoutMs,
  );
  if ('kind' in answer) return answer;
  const { body } = answer;
  const description = typeof body.description === 'string' ? body.description : `HTTP ${answer.status}`;
  if (answer.status >= 200 && answer.status < 300 && body.ok === true) {
    const id = asObject(body.result).message_id;
    return {
      kind: 'sent',
      ...(typeof id === 'number' || typeof id === 'string' ? { messageId: String(id) } : {}),
    };
  }
  if (answer.status === 429) {
    return rateLimited(`Telegram: ${description}`, secondsToMs(asObject(body.parameters).retry_after));
  }
  // 401 (revoked token), 403 (bot removed from the channel), 400 (chat not found...) are refusals.
  return failedAnswer('Telegram', answer.status, description);
}
