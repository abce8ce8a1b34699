import { HttpRequestError, httpRequest } from '../platform/http/http-client.js';
import { jsonObject, type SendOutcome, secondsToMs } from './send-outcome.js';

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
  let answer: Awaited<ReturnType<typeof httpRequest>>;
  try {
    answer = await httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chat_id: credentials.chatId,
        text: message.text,
        link_preview_options: { url: message.link },
      }),
      timeoutMs: options.timeoutMs,
      maxBytes: 256 * 1024,
    });
  } catch (error) {
    // The message never quotes the URL, which holds the token.
    if (error instanceof HttpRequestError)
      return { kind: 'retry', reason: `No answer from Telegram: ${error.message}` };
    throw error;
  }
  const body = jsonObject(answer.body);
  const description = typeof body.description === 'string' ? body.description : `HTTP ${answer.status}`;
  if (answer.status >= 200 && answer.status < 300 && body.ok === true) {
    const result = jsonObject(JSON.stringify(body.result ?? null));
    const id = result.message_id;
    return {
      kind: 'sent',
      ...(typeof id === 'number' || typeof id === 'string' ? { messageId: String(id) } : {}),
    };
  }
  if (answer.status === 429) {
    const parameters = jsonObject(JSON.stringify(body.parameters ?? null));
    const retryAfterMs = secondsToMs(parameters.retry_after);
    return {
      kind: 'retry',
      reason: `Telegram: ${description}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (answer.status >= 500)
    return { kind: 'retry', reason: `Telegram answered ${answer.status}: ${description}` };
  // 401 (revoked token), 403 (bot removed from the channel), 400 (chat not found...): as it stands, never.
  return { kind: 'refused', reason: `Telegram refused the message (${answer.status}): ${description}` };
}
