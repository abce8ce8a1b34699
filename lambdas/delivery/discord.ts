import { failedAnswer, postToProvider, rateLimited, type SendOutcome, secondsToMs } from './send-outcome.js';

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
  const answer = await postToProvider(
    'Discord',
    url,
    { content: message.text, allowed_mentions: { parse: [] }, flags: SUPPRESS_EMBEDS },
    options.timeoutMs,
  );
  if ('kind' in answer) return answer;
  const { body } = answer;
  const text = typeof body.message === 'string' ? body.message : `HTTP ${answer.status}`;
  const description = typeof body.code === 'number' ? `${text} (code ${body.code})` : text;
  if (answer.status >= 200 && answer.status < 300) {
    return { kind: 'sent', ...(typeof body.id === 'string' ? { messageId: body.id } : {}) };
  }
  if (answer.status === 429) {
    const header = answer.headers['retry-after'];
    return rateLimited(
      `Discord: ${text}`,
      secondsToMs(body.retry_after) ?? secondsToMs(Array.isArray(header) ? header[0] : header),
    );
  }
  // 404 (deleted webhook), 401/403 (bad token), 400 (refused content) are refusals.
  return failedAnswer('Discord', answer.status, description);
}
