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
  /** The scheduled import of the donation wallet's ledger (ADR 22). */
  ledger: 'donation-ledger',
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
   * provider disagrees with), the token-safety watch's (safety facts the second provider disagrees
   * with) and the wallet-control watch's (the wallet's rules, likewise). Counted under the holder feed's
   * service by all three, so the one alarm covers them (ADRs 33 and 35).
   */
  implausibleAnswers: { name: 'ImplausibleAnswers', service: METRIC_SERVICES.holderFeed },
  /**
   * Newcomers the reconciler would have announced that the second provider does not see holding the mint:
   * neither announced nor counted (ADR 35).
   */
  unconfirmedHolders: { name: 'UnconfirmedHolders', service: METRIC_SERVICES.holderFeed },
  /**
   * Newcomers past a run's checks of the second provider, held back for the next runs: neither announced
   * nor counted yet (a level, 0 included, each run with a second provider; ADR 35). Not alarmed: a real
   * burst drains at NEWCOMER_CHECKS_PER_RUN a run.
   */
  heldBackNewcomers: { name: 'HeldBackNewcomers', service: METRIC_SERVICES.holderFeed },
  /**
   * Runs that could not read the second provider they asked (the reconciler's count or newcomer checks,
   * either watch's confirmation, the balance and ledger reads): what it did not answer was held back or
   * kept as one provider's word, never believed as both's. Counted under the holder feed's service by all,
   * so one alarm covers them (ADR 35, "Amendment: the witness's silence believes nothing").
   */
  witnessUnavailable: { name: 'WitnessUnavailable', service: METRIC_SERVICES.holderFeed },
  /** Administrator's writes that changed content. */
  adminWrites: { name: 'AdminWrites', service: METRIC_SERVICES.api },
  /** Requests refused because they did not come through the CDN (no or wrong origin header). */
  originRefusals: { name: 'OriginRefusals', service: METRIC_SERVICES.api },
  /** Changes of the donation wallet's rules (members, threshold, timelock, authority, spending limits). */
  walletControlChanges: { name: 'WalletControlChanges', service: METRIC_SERVICES.walletControl },
  /** Changes of the token's safety facts believed (mint or freeze authority, token program, decimals). */
  tokenSafetyChanges: { name: 'TokenSafetyChanges', service: METRIC_SERVICES.tokenSafety },
  /** Ledger transactions the node listed but has not returned, kept as unread when the run ended (a level). */
  ledgerUnread: { name: 'LedgerUnreadTransactions', service: METRIC_SERVICES.ledger },
  /** The most runs any unread ledger transaction has been asked for in (a level; 0 when none): alarmed (ADR 30). */
  ledgerUnreadMostRuns: { name: 'LedgerUnreadMostRuns', service: METRIC_SERVICES.ledger },
  /**
   * Reads refused by a watch, or holder reconciliations refused, because their slot was ahead of a node's
   * own slot by more than the margin (lambdas/platform/solana/checked-slot.ts): counted under the
   * token-safety service by both watches and the reconciler, so one alarm covers the three.
   */
  futureSlots: { name: 'FutureSlots', service: METRIC_SERVICES.tokenSafety },
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
