import type { FakeChat } from '../../scripts/local/fake-chat-server.js';
import { type DiscordPost, startFakeDiscord } from '../../scripts/local/fake-discord.js';
import { FAKE_TELEGRAM, startFakeTelegram, type TelegramPost } from '../../scripts/local/fake-telegram.js';
import { localize } from '../content/localize.js';
import { configuredChannels } from '../delivery/channels.js';
import { type DeliveryConfig, parseDeliveryConfig } from '../delivery/delivery-config.js';
import { type ChannelSender, runSender, type SenderOptions } from '../delivery/sender.js';
import { clearCollections, testDb } from './firestore-admin.js';

export const SITE = 'https://vibie.example';
/** The official list the harness's sender is given, as the CDK app gives it from the operator configuration. */
export const OFFICIAL = {
  links: [`${SITE}/official`, 'https://t.me/vibie', 'https://x.com/vibie'],
  handles: ['@vibie'],
  // The account at t.me/vibie: the one handle a Telegram post leaves live (behaviour §14.3).
  telegramHandles: ['@vibie'],
};

/** The fakes of both providers, and a sender pointed at them with a clock the test moves. */
export interface DeliveryHarness {
  telegram: FakeChat<TelegramPost>;
  discord: FakeChat<DiscordPost> & { webhookUrl: string };
  /**
   * The sender's clock, in ms. After a reset it is not set: it is fixed, a second after the machine's
   * clock, the first time the test reads it or a run asks it, so a publish made before the first run is
   * due at that run however long the publish took. A test that sets or moves it keeps it fixed.
   */
  clock: { now: number; reset(): void };
  /** One run of the sender, as the scheduled function runs it (fake credentials, the test's clock). */
  run(overrides?: Partial<SenderOptions>): ReturnType<typeof runSender>;
  /** The sender's configuration, from an environment like the function's. */
  config(env?: Record<string, string | undefined>): DeliveryConfig;
  /** The channels as the function configures them, from an environment like the function's. */
  channels(env?: Record<string, string | undefined>): SenderOptions['channels'];
  /** Before each test: no announcement, history, delivery or channel note stored, the fakes emptied, the clock reset. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startDeliveryHarness(): Promise<DeliveryHarness> {
  const telegram = await startFakeTelegram();
  const discord = await startFakeDiscord();
  const clock = lazyClock();
  const config = (env: Record<string, string | undefined> = {}) =>
    parseDeliveryConfig({
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
      LOCAL_STACK: '1',
      DELIVERY_SITE_ORIGIN: SITE,
      TELEGRAM_CREDENTIALS: JSON.stringify(FAKE_TELEGRAM),
      TELEGRAM_API_URL: telegram.url,
      DISCORD_WEBHOOK_URL: discord.webhookUrl,
      // Short, so that a fake that never answers costs the test little.
      DELIVERY_TIMEOUT_MS: '300',
      DELIVERY_OFFICIAL: JSON.stringify(OFFICIAL),
      ...env,
    });
  const channels = (env: Record<string, string | undefined> = {}) => configuredChannels(config(env));
  const standard = channels();
  const { DELIVERY_OFFICIAL: official } = config();
  return {
    telegram,
    discord,
    clock,
    config,
    channels,
    run: (overrides = {}) =>
      runSender({
        db: testDb(),
        channels: standard,
        siteOrigin: SITE,
        official,
        localize: (locale, announcement) => localize('announcements', locale, announcement),
        now: () => new Date(clock.now),
        random: () => 0.5,
        ...overrides,
      }),
    reset: async () => {
      await clearCollections(
        'announcements',
        'contentHistory',
        'contentBin',
        'idempotencyKeys',
        'deliveryOutbox',
        'deliveryChannels',
      );
      telegram.reset();
      discord.reset();
      clock.reset();
    },
    stop: async () => {
      await telegram.stop();
      await discord.stop();
    },
  };
}

/**
 * A clock that is fixed when first read. The outbox's due time is the server's clock at the publish;
 * a sender clock fixed before the publish (at reset) would be behind it whenever the publish takes
 * longer than the margin, as it does on a loaded machine.
 */
function lazyClock(): { now: number; reset(): void } {
  let fixed: number | undefined;
  return {
    get now() {
      fixed ??= Date.now() + 1000;
      return fixed;
    },
    set now(value: number) {
      fixed = value;
    },
    reset() {
      fixed = undefined;
    },
  };
}

/** A channel whose sender posts, then stops before it can record the answer (a crash). */
export function crashingAfterSend(channels: SenderOptions['channels']): SenderOptions['channels'] {
  const crash = async (resolve: () => Promise<ChannelSender>): Promise<ChannelSender> => {
    const sender = await resolve();
    if (!('send' in sender)) return sender;
    return {
      send: async (message) => {
        await sender.send(message);
        throw new Error('The sender stopped after sending');
      },
    };
  };
  return { telegram: () => crash(channels.telegram), discord: () => crash(channels.discord) };
}
