import { type FakeChat, startFakeChat } from './fake-chat-server.js';

/** A message the fake webhook posted, as it received it, with the id it answered. */
export interface DiscordPost {
  id: string;
  content: string;
  allowed_mentions?: unknown;
  flags?: unknown;
  /** Whether `?wait=true` was sent (without it Discord answers 204 and no id). */
  wait: boolean;
}

export const FAKE_DISCORD_WEBHOOK = {
  id: '1234567890123456789',
  token: 'fake-discord-webhook-token',
} as const;

const LIMIT = 2000;

/**
 * A local stand-in for a Discord channel webhook (`POST /api/webhooks/<id>/<token>?wait=true`),
 * answering in its wire format: the message object with its string `id`, a 429 with `retry_after`
 * and a `Retry-After` header, a 5xx, no answer, or 404 Unknown Webhook once deleted (`mode: 'revoked'`);
 * `GET` answers the webhook object, as Discord does.
 * The webhook's URL is `<url>/api/webhooks/<id>/<token>`.
 */
export async function startFakeDiscord(
  webhook: { id: string; token: string } = FAKE_DISCORD_WEBHOOK,
): Promise<FakeChat<DiscordPost> & { webhookUrl: string }> {
  let next = 1_300_000_000_000_000_000n;
  const fake = await startFakeChat<DiscordPost>((request, mode, post) => {
    const match = /^\/api\/(?:v\d+\/)?webhooks\/([^/]+)\/([^/]+)$/.exec(request.path);
    if (!match) return { status: 404, body: { message: '404: Not Found', code: 0 } };
    if (match[1] !== webhook.id || mode.mode === 'revoked') {
      return { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };
    }
    if (match[2] !== webhook.token)
      return { status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } };
    // GET answers the webhook object (what `npm run preflight` reads): its name and channel, no message.
    if (request.method === 'GET') {
      return {
        status: 200,
        body: {
          application_id: null,
          avatar: null,
          channel_id: '1100000000000000000',
          guild_id: '1000000000000000000',
          id: webhook.id,
          name: 'Vibie News',
          type: 1,
          token: webhook.token,
        },
      };
    }
    if (request.method !== 'POST')
      return { status: 405, body: { message: '405: Method Not Allowed', code: 0 } };
    if (mode.mode === 'timeout') return 'hold';
    if (mode.mode === '429') {
      const retryAfter = mode.retryAfter ?? 1.5;
      return {
        status: 429,
        headers: {
          'retry-after': String(Math.ceil(retryAfter)),
          'x-ratelimit-limit': '5',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset-after': String(retryAfter),
          'x-ratelimit-scope': 'shared',
        },
        body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
      };
    }
    if (mode.mode === '5xx') return { status: 503, body: { message: 'upstream connect error', code: 0 } };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const content = typeof body.content === 'string' ? body.content : '';
    if (!content.trim())
      return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
    if (content.length > LIMIT) {
      return {
        status: 400,
        body: {
          message: 'Invalid Form Body',
          code: 50035,
          errors: {
            content: {
              _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMIT} or fewer in length.` }],
            },
          },
        },
      };
    }
    next += 1n;
    const id = String(next);
    const wait = request.query.get('wait') === 'true';
    post({
      id,
      content,
      wait,
      ...(body.allowed_mentions === undefined ? {} : { allowed_mentions: body.allowed_mentions }),
      ...(body.flags === undefined ? {} : { flags: body.flags }),
    });
    if (!wait) return { status: 204 };
    return {
      status: 200,
      body: {
        id,
        type: 0,
        content,
        channel_id: '1100000000000000000',
        author: { id: webhook.id, username: 'Vibie News', bot: true, discriminator: '0000', avatar: null },
        attachments: [],
        embeds: [],
        mentions: [],
        mention_roles: [],
        pinned: false,
        mention_everyone: false,
        tts: false,
        timestamp: new Date().toISOString(),
        edited_timestamp: null,
        flags: typeof body.flags === 'number' ? body.flags : 0,
        components: [],
        webhook_id: webhook.id,
      },
    };
  });
  return Object.assign(fake, { webhookUrl: `${fake.url}/api/webhooks/${webhook.id}/${webhook.token}` });
}
