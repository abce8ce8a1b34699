import { type FakeChat, type FakeChatState, startFakeChat } from './fake-chat-server.js';

/** A message the fake Bot API posted, as sendMessage received it, with the id it answered. */
export interface TelegramPost {
  message_id: number;
  chat_id: string;
  text: string;
  parse_mode?: unknown;
  link_preview_options?: unknown;
}

export const FAKE_TELEGRAM = {
  botToken: '123456:fake-telegram-bot-token-abcdef',
  chatId: '@vibie_news',
} as const;

const LIMIT = 4096;

/** The channel the fake posts to, as getChat and messages show it. */
const CHANNEL = { id: -1001234567890, title: 'Vibie News', username: 'vibie_news', type: 'channel' } as const;

/** What getChatMember says of the bot in the channel: an administrator who may post, unless a test says otherwise. */
export interface FakeBotMembership {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  can_post_messages?: boolean;
}

/**
 * A local stand-in for the Telegram Bot API's sendMessage (`POST /bot<token>/sendMessage`), answering
 * in its wire format: `{ok: true, result: Message}`, a 429 with `parameters.retry_after`, a 5xx, no
 * answer, or 401 Unauthorized for a token it does not know or one revoked (`mode: 'revoked'`). It also
 * answers what `npm run preflight` asks: getMe, getChat and getChatMember (the bot's `membership`).
 */
export function startFakeTelegram(
  credentials: { botToken: string; chatId: string } = FAKE_TELEGRAM,
  membership: FakeBotMembership = { status: 'administrator', can_post_messages: true },
): Promise<FakeChat<TelegramPost>> {
  const botId = Number(credentials.botToken.split(':')[0]);
  let nextId = 1000;
  return startFakeChat<TelegramPost>((request, mode, post) => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.path);
    if (!match) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    const unauthorized = { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    if (match[1] !== credentials.botToken || mode.mode === 'revoked') return unauthorized;
    const asked = (request.body ?? Object.fromEntries(request.query)) as Record<string, unknown>;
    const chatNotFound = {
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
    };
    if (match[2] === 'getMe') {
      const bot = { id: botId, is_bot: true, first_name: 'Vibie News Bot', username: 'vibie_news_bot' };
      return { status: 200, body: { ok: true, result: bot } };
    }
    if (match[2] === 'getChat') {
      if (String(asked.chat_id ?? '') !== credentials.chatId) return chatNotFound;
      return { status: 200, body: { ok: true, result: CHANNEL } };
    }
    if (match[2] === 'getChatMember') {
      if (String(asked.chat_id ?? '') !== credentials.chatId) return chatNotFound;
      if (Number(asked.user_id) !== botId) {
        return {
          status: 400,
          body: { ok: false, error_code: 400, description: 'Bad Request: user not found' },
        };
      }
      const user = { id: botId, is_bot: true, first_name: 'Vibie News Bot', username: 'vibie_news_bot' };
      return { status: 200, body: { ok: true, result: { user, ...membership } } };
    }
    if (match[2] !== 'sendMessage' || request.method !== 'POST') {
      return {
        status: 404,
        body: { ok: false, error_code: 404, description: 'Not Found: method not found' },
      };
    }
    if (mode.mode === 'timeout') return 'hold';
    if (mode.mode === '429') return tooMany(mode);
    if (mode.mode === '5xx') {
      return { status: 502, body: { ok: false, error_code: 502, description: 'Bad Gateway' } };
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const bad = (description: string) => ({ status: 400, body: { ok: false, error_code: 400, description } });
    if (String(body.chat_id ?? '') !== credentials.chatId) return bad('Bad Request: chat not found');
    if (typeof body.text !== 'string' || body.text.trim() === '')
      return bad('Bad Request: message text is empty');
    if (body.text.length > LIMIT) return bad('Bad Request: message is too long');
    const message_id = nextId++;
    post({
      message_id,
      chat_id: credentials.chatId,
      text: body.text,
      ...(body.parse_mode === undefined ? {} : { parse_mode: body.parse_mode }),
      ...(body.link_preview_options === undefined ? {} : { link_preview_options: body.link_preview_options }),
    });
    return {
      status: 200,
      body: {
        ok: true,
        result: {
          message_id,
          sender_chat: CHANNEL,
          chat: CHANNEL,
          date: Math.floor(Date.now() / 1000),
          text: body.text,
        },
      },
    };
  });
}

function tooMany(mode: FakeChatState) {
  const retryAfter = mode.retryAfter ?? 1;
  return {
    status: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${retryAfter}`,
      parameters: { retry_after: retryAfter },
    },
  };
}
