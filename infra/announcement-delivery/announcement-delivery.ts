import { Duration, Token } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The sender's handler, relative to the project root. */
export const ANNOUNCEMENT_SENDER_ENTRY = 'lambdas/functions/send-announcements.ts';

/** Properties of {@link AnnouncementDelivery}. */
export interface AnnouncementDeliveryProps {
  /** Firebase project whose announcements and outbox the sender reads and writes. */
  readonly firebaseProjectId: string;
  /**
   * The sender's own service-account key (ADR 37's sender amendment): the content database, where the
   * announcements and the outbox are, and no Firebase Auth admin. The function may read it, no other key.
   */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** The site's origin (`https://…`): messages link to `<origin>/#news-<id>` or `<origin>/<locale>/#news-<id>`. */
  readonly siteOrigin: string;
  /**
   * The operator configuration's official links and handles: a post leaves these linkable and defangs
   * any other (behaviour §14). @default none: every address but the site's own is defanged
   */
  readonly officialList?: {
    readonly links: readonly string[];
    readonly handles: readonly string[];
    readonly sites?: readonly string[];
    readonly mint?: string;
    readonly telegramHandles?: readonly string[];
  };
  /** Each chat's language (one of the site's locales, checked by the operator configuration). @default English */
  readonly locales?: { readonly telegram?: string; readonly discord?: string };
  /** The Telegram secret (`{"botToken", "chatId"}`). @default none: Telegram is off */
  readonly telegramSecret?: secretsmanager.ISecret;
  /** The Discord webhook URL secret. @default none: Discord is off */
  readonly discordWebhookSecret?: secretsmanager.ISecret;
  /** Minutes between two runs of the sender. @default 1 */
  readonly intervalMinutes?: number;
  /** Folder the handler entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The announcements' sender (ADR 36): every minute, a function posts the due deliveries of the outbox to
 * Telegram and Discord. Its role reads the sender's own key and the channels' secrets, nothing else.
 * A failed run is not tried again by Lambda: the next minute's run is the retry, and a run that stopped
 * mid-send must be looked at, not repeated (the outbox marks it unknown).
 */
export class AnnouncementDelivery extends Construct {
  /** The scheduled function: the sender, its role, log group and schedule. */
  public readonly scheduled: ScheduledFunction;
  /** The sender function. */
  public readonly function: nodejs.NodejsFunction;
  /** The schedule. */
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: AnnouncementDeliveryProps) {
    super(scope, id);
    const intervalMinutes = props.intervalMinutes ?? 1;
    if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1 || intervalMinutes > 60) {
      throw new Error(
        `AnnouncementDelivery: intervalMinutes must be a whole number from 1 to 60 (got ${intervalMinutes})`,
      );
    }
    if (!/^https:\/\/[^/]+$/.test(props.siteOrigin) && !Token.isUnresolved(props.siteOrigin)) {
      throw new Error(`AnnouncementDelivery: siteOrigin must be https://<host> (got ${props.siteOrigin})`);
    }
    const channelSecrets = [props.telegramSecret, props.discordWebhookSecret].filter(
      (secret): secret is secretsmanager.ISecret => secret !== undefined,
    );
    this.scheduled = new ScheduledFunction(this, 'Default', {
      entry: ANNOUNCEMENT_SENDER_ENTRY,
      projectRoot: props.projectRoot,
      description: 'Posts announcements to Telegram and Discord from the outbox',
      roleDescription: 'Announcement sender function',
      logRetention: props.logRetention,
      secrets: [props.serviceAccountSecret, ...channelSecrets],
      // At most 5 sends a channel a run, each at worst its claim, a 10 s time-out and its record (about
      // 11 s), the two channels side by side: about a minute, well within, and within the 5-minute lease.
      timeout: Duration.minutes(2),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
        DELIVERY_SITE_ORIGIN: props.siteOrigin,
        ...(props.officialList
          ? {
              DELIVERY_OFFICIAL: JSON.stringify(props.officialList),
            }
          : {}),
        ...(props.locales?.telegram ? { TELEGRAM_LOCALE: props.locales.telegram } : {}),
        ...(props.locales?.discord ? { DISCORD_LOCALE: props.locales.discord } : {}),
        ...(props.telegramSecret ? { TELEGRAM_SECRET_ARN: props.telegramSecret.secretArn } : {}),
        ...(props.discordWebhookSecret
          ? { DISCORD_WEBHOOK_SECRET_ARN: props.discordWebhookSecret.secretArn }
          : {}),
      },
      retryAttempts: 0,
      maxEventAge: Duration.minutes(5),
      schedules: [
        {
          id: 'Schedule',
          description: 'Runs the announcements sender',
          schedule: events.Schedule.rate(Duration.minutes(intervalMinutes)),
        },
      ],
    });
    this.function = this.scheduled.fn;
    this.rule = this.scheduled.rule('Schedule');
  }
}
