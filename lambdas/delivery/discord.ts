import { HttpRequestError, httpRequest } from '../platform/http/http-client.js';
import { jsonObject, type SendOutcome, secondsToMs } from './send-outcome.js';

/** Discord's "suppress embeds" message flag: no preview of any address in the text. */
const SUPPRESS_EMBEDS = 1 << 2;

/**
 * Executes the channel's webhook with `?wait=true`, so Discord answers the message and its id.
 * `allowed_mentions: {parse: []}` keeps an `@everyone` or a role in the text from pinging anyone, and
 * embeds are suppressed so an impostor's address in an advisory is not previewed.
 */
export async function sendDiscord(
  webhookUrl: string,
  message: { text: string; link: string },
  options: { timeoutMs: number },
): Promise<SendOutcome> {
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  let answer: Awaited<ReturnType<typeof httpRequest>>;
  try {
    answer = await httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        content: message.text,
        allowed_mentions: { parse: [] },
        flags: SUPPRESS_EMBEDS,
      }),
      timeoutMs: options.timeoutMs,
      maxBytes: 256 * 1024,
    });
  } catch (error) {
    // The message never quotes the URL, which holds the webhook's token.
    if (error instanceof HttpRequestError)
      return { kind: 'retry', reason: `No answer from Discord: ${error.message}` };
    throw error;
  }
  const body = jsonObject(answer.body);
  const text = typeof body.message === 'string' ? body.message : `HTTP ${answer.status}`;
  const description = typeof body.code === 'number' ? `${text} (code ${body.code})` : text;
  if (answer.status >= 200 && answer.status < 300) {
    return { kind: 'sent', ...(typeof body.id === 'string' ? { messageId: body.id } : {}) };
  }
  if (answer.status === 429) {
    const header = answer.headers['retry-after'];
    const retryAfterMs =
      secondsToMs(body.retry_after) ?? secondsToMs(Array.isArray(header) ? header[0] : header);
    return {
      kind: 'retry',
      reason: `Discord: ${text}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (answer.status >= 500)
    return { kind: 'retry', reason: `Discord answered ${answer.status}: ${description}` };
  // 404 (deleted webhook), 401/403 (bad token), 400 (refused content): as it stands, never.
  return { kind: 'refused', reason: `Discord refused the message (${answer.status}): ${description}` };
}
