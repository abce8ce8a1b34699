// The figures an operator watches, published by the functions in CloudWatch's embedded metric format
// and alarmed on by the CDK app (infra/monitoring/). One list, so the alarms and the code that counts
// can never name a metric differently. Names are stable: renaming one orphans its alarm's history.

/** The CloudWatch namespace every function publishes its own metrics under. */
export const METRICS_NAMESPACE = 'CommunityTokenSite';

/** The `service` dimension of each metric: which part of the product counted it. */
export const METRIC_SERVICES = {
  /** The API's routes (public reads, administrator's routes). */
  api: 'api',
  /** The holder feed: the provider's webhook and the reconciler. */
  holderFeed: 'holder-feed',
  /** The scheduled read of who controls the donation wallet (ADR 33). */
  walletControl: 'wallet-control',
  /** The scheduled watch of the token's safety facts (ADR 35). */
  tokenSafety: 'token-safety',
  /** The announcements' sender to Telegram and Discord (ADR 36). */
  announcementDelivery: 'announcement-delivery',
} as const;

export type MetricService = (typeof METRIC_SERVICES)[keyof typeof METRIC_SERVICES];

/** Every metric the functions publish, with the service that publishes it. */
export const METRICS = {
  /** Wallets announced as new holders (webhook and reconciler). */
  holdersAnnounced: { name: 'HoldersAnnounced', service: METRIC_SERVICES.holderFeed },
  /** Webhook deliveries refused: a wrong secret or a malformed body. */
  deliveriesRefused: { name: 'DeliveriesRefused', service: METRIC_SERVICES.holderFeed },
  /**
   * Chain answers refused as implausible: the reconciler's (empty, sharply shrunk, a count the second
   * provider disagrees with) and the token-safety watch's (safety facts the second provider disagrees
   * with). Counted under the holder feed's service by both, so the one alarm covers both (ADR 35).
   */
  implausibleAnswers: { name: 'ImplausibleAnswers', service: METRIC_SERVICES.holderFeed },
  /** Administrator's writes that changed content. */
  adminWrites: { name: 'AdminWrites', service: METRIC_SERVICES.api },
  /** Requests refused because they did not come through the CDN (no or wrong origin header). */
  originRefusals: { name: 'OriginRefusals', service: METRIC_SERVICES.api },
  /** Changes of the donation wallet's rules (members, threshold, timelock, authority, spending limits). */
  walletControlChanges: { name: 'WalletControlChanges', service: METRIC_SERVICES.walletControl },
  /** Changes of the token's safety facts believed (mint or freeze authority, token program, decimals). */
  tokenSafetyChanges: { name: 'TokenSafetyChanges', service: METRIC_SERVICES.tokenSafety },
  /** Deliveries to a chat that failed or became unknown: the administrator must look (ADR 36). */
  announcementDeliveriesFailed: {
    name: 'AnnouncementDeliveriesFailed',
    service: METRIC_SERVICES.announcementDelivery,
  },
  /** Posts delivered after a try that got no answer: the chat may have them twice (ADR 36). */
  announcementsMaybePostedTwice: {
    name: 'AnnouncementsMaybePostedTwice',
    service: METRIC_SERVICES.announcementDelivery,
  },
} as const;

export type MetricKey = keyof typeof METRICS;
