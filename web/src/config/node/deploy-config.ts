import { z } from 'zod';
import { LOCALES } from '../../lib/i18n/locales.js';

/**
 * Strings that mark a value the operator has not set yet: `replace-me`, RFC 2606 domains, the documented
 * example account, and the site section's `placeholder` stand-ins.
 */
const PLACEHOLDER_PATTERNS = [
  /replace-me/i,
  /\bexample\.(com|org|net)\b/i,
  /\b123456789012\b/,
  /placeholder/i,
];

/** The stack parameter naming the origin secret's version CloudFront sends (`npm run deploy` sets it). */
export const ORIGIN_SECRET_VERSION_PARAMETER = 'OriginSecretVersion';

/** A Firebase (Google Cloud) project id. */
export const firebaseProjectId = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
    'must be a Firebase project id (6-30 lowercase letters, digits, -)',
  );

/** One of the site's locales (ADR 21). */
const siteLocale = z.enum(LOCALES, { error: `must be one of the site's locales: ${LOCALES.join(', ')}` });

/** A Firebase Auth uid. */
export const firebaseUid = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a Firebase Auth uid');

/** A host name such as `dexscreener.com`. */
const hostName = z
  .string()
  .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a host name such as dexscreener.com');

const certificateArn = z
  .string()
  .regex(
    /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
    'must be an ACM certificate ARN in us-east-1 (CloudFront only uses certificates from that region)',
  );

/** The name of a Secrets Manager secret the operator creates, with its default. */
const secretName = (name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
    .default(name);

/**
 * The `deploy` section of the operator configuration (operator-config.json): what differs between one
 * deployment and another, besides the Firebase project and administrator (its `firebase` section).
 */
export const deployConfigSchema = z
  .object({
    /** CloudFormation stack name. */
    stackName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,127}$/)
      .default('MemeTokenSite'),
    /** Region of the stack; the CLI's default region when absent. */
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .optional(),
    /**
     * Secrets Manager secret, created by the operator before deploying, holding the administrator's
     * service-account JSON key: the admin routes, the backups and the bin purge read it (ADR 20).
     */
    serviceAccountSecretName: secretName('meme-token-site/firebase-service-account'),
    /** The read-only identity's service-account key: only the public reads read it. */
    readerServiceAccountSecretName: secretName('meme-token-site/firebase-reader'),
    /** The holder feed's writer key: only the webhook, the reconciler and the ledger import read it. */
    holderFeedServiceAccountSecretName: secretName('meme-token-site/firebase-holder-feed'),
    /** The watches' key, the only writer of the believed facts (ADR 37): only the two watches read it. */
    watchServiceAccountSecretName: secretName('meme-token-site/firebase-watch'),
    /**
     * The announcement sender's key (ADR 37's sender amendment): the content database alone, no Firebase
     * Auth admin. Only the sender reads it.
     */
    senderServiceAccountSecretName: secretName('meme-token-site/firebase-sender'),
    /**
     * Secrets Manager secret, created by the operator, holding the shared secret the holder webhook
     * provider sends in `Authorization` (plain text, at least 16 characters). Only the webhook reads it.
     */
    holderWebhookSecretName: secretName('meme-token-site/holder-webhook-secret'),
    /**
     * Secrets Manager secret, created by the operator, holding the shared secret the provider's webhook on the
     * donation wallet sends in `Authorization` (ADR 40; plain text, at least 16 characters). Only the
     * donation webhook reads it.
     */
    donationWebhookSecretName: secretName('meme-token-site/donation-webhook-secret'),
    /**
     * Secrets Manager secret, created by the operator, holding the Solana JSON-RPC URL (plain text,
     * https://..., it may carry an API key). The scheduled functions read it, and the donation Action's POST
     * for a recent blockhash (ADR 11, "Amendment: the Action's blockhash").
     */
    solanaRpcUrlSecretName: secretName('meme-token-site/solana-rpc-url'),
    /**
     * A second RPC provider, another vendor's, as witness for what the holder feed would refuse and for a
     * change of the token's safety facts (ADR 35): Secrets Manager secret holding its URL. Absent: no
     * witness, the bounds alone judge and the first provider's safety facts are believed.
     */
    solanaWitnessRpcUrlSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
      .optional(),
    /**
     * Secrets Manager secret holding the origin secret CloudFront sends to the API in `x-origin-verify`
     * (`npm run secret:origin-header` creates and rotates it). Every API function reads it; nobody types it.
     */
    originSecretName: secretName('meme-token-site/origin-secret'),
    /**
     * The chats announcements may be posted to (ADR 36), each with its Secrets Manager secret set first
     * (`npm run secret:telegram`, `npm run secret:discord`). Empty, the default: no channel, and the
     * admin panel says so.
     */
    announcementChannels: z.array(z.enum(['telegram', 'discord'])).default([]),
    /**
     * The language each chat's posts are written in (ADR 36): one of the site's locales, the
     * announcement's translation in it (each field in English where it has none) and a link to that
     * locale's page. A chat not named gets English.
     */
    announcementLocales: z
      .strictObject({ telegram: siteLocale.optional(), discord: siteLocale.optional() })
      .default({}),
    /** The Telegram bot token and chat id, as JSON `{"botToken", "chatId"}`: only the sender reads it. */
    telegramSecretName: secretName('meme-token-site/telegram'),
    /** The Discord channel's webhook URL (plain text): only the sender reads it. */
    discordWebhookSecretName: secretName('meme-token-site/discord-webhook'),
    /**
     * Minutes between two holder reconciliations. Most runs read only the accounts changed since the
     * last (a few kilobytes): every 2 minutes announces a holder the webhook missed within 2 minutes
     * (docs/holder-feed.md, "The holder feed at two million holders").
     */
    holderReconcileMinutes: z.number().int().min(1).max(60).default(2),
    /**
     * Minutes between two full scans of every token account (closed accounts, the exact count); runs in
     * between are incremental. 0: every run is a full scan.
     */
    holderFullScanMinutes: z.number().int().min(0).max(1440).default(120),
    /**
     * Share of holders the count may lose between two reconciliations; a larger fall is taken for a
     * truncated RPC answer and refused (the previous count stays, the error alarm fires).
     */
    holderMaxDropShare: z.number().gt(0).lt(1).default(0.25),
    /**
     * How far apart the two providers' holder counts may be and still agree, a share of the larger (or
     * 10 holders if more): holders come and go between the two reads (ADR 35).
     */
    holderWitnessTolerance: z.number().gt(0).lt(1).default(0.01),
    /**
     * How far a full scan's balances may be from the mint's supply besides the burns and mints during the
     * scan, a share of the supply: transfers between the pages of a paged scan (ADR 35).
     */
    holderSupplyToleranceShare: z.number().gt(0).lt(1).default(0.01),
    /**
     * Provider credits a month the reconciler may spend; runs are skipped when reading every
     * `holderReconcileMinutes` would cost more. Absent: no limit.
     */
    holderRpcMonthlyCredits: z.number().int().positive().optional(),
    /** Credits one getProgramAccounts call costs at the provider (Helius: 10). */
    holderRpcCreditsPerCall: z.number().int().min(0).default(10),
    /** Custom domain served by CloudFront; the distribution's own domain when absent. */
    domain: z
      .object({
        /** Names the certificate covers, e.g. ["example.org", "www.example.org"]; point their DNS at the distribution. */
        names: z.array(z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/)).min(1),
        certificateArn,
      })
      .optional(),
    /** Address that receives alarm notifications; no alarms when absent. */
    alarmEmail: z.email().optional(),
    /**
     * Steady-state request rate the API stage accepts before answering 429. This and the route throttles
     * below are backstops sized above what the web ACL lets ten clients through (ADR 34).
     */
    apiRateLimit: z.number().int().positive().default(250),
    /** Burst of concurrent requests the API stage accepts before answering 429. */
    apiBurstLimit: z.number().int().positive().default(500),
    /** The holder webhook's own steady rate (requests per second) before 429 (infra/README.md, "Throttles"). */
    webhookRateLimit: z.number().int().positive().default(200),
    /** The holder webhook's own burst before 429. */
    webhookBurstLimit: z.number().int().positive().default(400),
    /** Each administrator write route's own steady rate before 429. */
    adminWriteRateLimit: z.number().int().positive().default(20),
    /** Each administrator write route's own burst before 429. */
    adminWriteBurstLimit: z.number().int().positive().default(40),
    /** Each administrator read route's own steady rate before 429 (its own bucket, not the public reads'). */
    adminReadRateLimit: z.number().int().positive().default(30),
    /** Each administrator read route's own burst before 429. */
    adminReadBurstLimit: z.number().int().positive().default(60),
    /**
     * AWS WAF in front of the distribution (infra/README.md, "Per-visitor limits"): requests one client IP
     * may send per `windowSeconds` before WAF answers 429, per rule, and AWS's managed rule groups.
     */
    firewall: z
      .strictObject({
        /** Off: no web ACL (and no WAF charge); the per-route throttles remain. */
        enabled: z.boolean().default(true),
        /** A web ACL (scope CLOUDFRONT, us-east-1) of the operator's, for a stack outside us-east-1. */
        webAclArn: z
          .string()
          .regex(
            /^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[0-9a-f-]{36}$/,
            'must be a CLOUDFRONT web ACL ARN (us-east-1, global/webacl/...)',
          )
          .optional(),
        /** The rate rules' evaluation window, in seconds. */
        windowSeconds: z.union([z.literal(60), z.literal(120), z.literal(300), z.literal(600)]).default(60),
        /** One person's panel writes: a burst of reorders is a few a second for a few seconds. */
        adminWrites: z.number().int().min(10).default(60),
        /** The panel's reads: a page of history and the bin, a few each view; two a second for a minute. */
        adminReads: z.number().int().min(10).default(120),
        /** The provider sends from few addresses; a viral day's peak is about 12 a second. */
        webhook: z.number().int().min(10).default(1000),
        /** Every /api request: an open page polls about once a second; room for 20 pages behind one address. */
        api: z.number().int().min(10).default(1200),
        /** AWS's IP reputation list and known-bad-inputs rule groups. */
        managedRules: z.boolean().default(true),
        /** Blocked requests of one rule in 5 minutes that raise its alarm (with `alarmEmail`). */
        blockedAlarmThreshold: z.number().int().positive().default(1000),
      })
      .prefault({}),
    /**
     * Serve over IPv6 as well as IPv4. Off by default (ADR 34): the web ACL's per-client limits count each
     * full address, and one host holds a /64 of them (infra/README.md, "Per-visitor limits").
     */
    ipv6: z.boolean().default(false),
    /** Content backups to S3 (infra/README.md, "Backups and restore"); every field has a default. */
    backups: z
      .strictObject({
        /** Days each backup is kept; a replaced or deleted one stays recoverable as an old version as long again. */
        retentionDays: z.number().int().min(1).max(3650).default(90),
        /** Hour (UTC) of the daily backup, written whether or not the content changed. */
        dailyHourUtc: z.number().int().min(0).max(23).default(3),
        /** Minutes between the checks that back up changed content after admin edits; 0 turns them off. */
        changeCheckMinutes: z.number().int().min(0).max(1440).default(5),
      })
      .prefault({}),
    /**
     * Hosts the chart frame may show (https only, exact names): the CSP's frame-src, and the chart-links
     * route drops links to any other host.
     */
    chartHosts: z.array(hostName).min(1).default(['dexscreener.com', 'www.dexscreener.com', 'birdeye.so']),
    /** Days a deleted entry stays restorable in the admin panel's bin before the daily purge removes it. */
    binRetentionDays: z.number().int().min(1).max(365).default(30),
  })
  .strict();

/** What the stack needs: the deploy section, plus the Firebase project and administrator. */
const stackConfigSchema = deployConfigSchema.extend({
  /** Firebase (Google Cloud) project that holds Firestore and Firebase Auth. */
  firebaseProjectId,
  /** Firebase Auth uid of the one administrator allowed to write content. */
  adminUid: firebaseUid,
  /** Whether writes need a sign-in with a second factor (the firebase section's `requireSecondFactor`). */
  requireSecondFactor: z.boolean().default(true),
  /** Minutes without an administrator request after which the server ends the session (the firebase section's `idleTimeoutMinutes`, which the panel enforces too). */
  adminIdleMinutes: z.number().int().min(1).max(1440).default(30),
});

/** The validated configuration of the stack, defaults applied (built by `toDeployConfig` from the operator configuration). */
export type DeployConfig = z.output<typeof stackConfigSchema>;
/** The same, as written (defaults not applied). */
export type DeployConfigInput = z.input<typeof stackConfigSchema>;

/** Parses a stack configuration object (tests build one directly); the Error lists every bad field. */
export function parseDeployConfig(raw: unknown, source = 'deploy configuration'): DeployConfig {
  const result = stackConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid ${source}:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Dotted paths of the values that still hold placeholders. */
export function findPlaceholders(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    return PLACEHOLDER_PATTERNS.some((p) => p.test(value)) ? [path] : [];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      findPlaceholders(v, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
    );
  }
  return [];
}
