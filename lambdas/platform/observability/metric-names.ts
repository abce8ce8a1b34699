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
} as const;

export type MetricService = (typeof METRIC_SERVICES)[keyof typeof METRIC_SERVICES];

/** Every metric the functions publish, with the service that publishes it. */
export const METRICS = {
  /** Wallets announced as new holders (webhook and reconciler). */
  holdersAnnounced: { name: 'HoldersAnnounced', service: METRIC_SERVICES.holderFeed },
  /** Webhook deliveries refused: a wrong secret or a malformed body. */
  deliveriesRefused: { name: 'DeliveriesRefused', service: METRIC_SERVICES.holderFeed },
  /** Chain answers the reconciler refused as implausible (empty, sharply shrunk). */
  implausibleAnswers: { name: 'ImplausibleAnswers', service: METRIC_SERVICES.holderFeed },
  /** Administrator's writes that changed content. */
  adminWrites: { name: 'AdminWrites', service: METRIC_SERVICES.api },
  /** Requests refused because they did not come through the CDN (no or wrong origin header). */
  originRefusals: { name: 'OriginRefusals', service: METRIC_SERVICES.api },
  /** Changes of the donation wallet's rules (members, threshold, timelock, authority, spending limits). */
  walletControlChanges: { name: 'WalletControlChanges', service: METRIC_SERVICES.walletControl },
} as const;

export type MetricKey = keyof typeof METRICS;
