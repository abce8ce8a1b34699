import {
  Annotations,
  CfnOutput,
  CfnParameter,
  Duration,
  SecretValue,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type DeployConfig, ORIGIN_SECRET_VERSION_PARAMETER } from '../../web/src/config/node/deploy-config';
import { AnnouncementDelivery } from '../announcement-delivery/announcement-delivery';
import { Api } from '../api/api';
import { ContentBackups } from '../backups/content-backups';
import { BinPurge } from '../content-bin/bin-purge';
import { CROWD_CLIENTS, crowdProofRates, EdgeFirewall } from '../edge-firewall/edge-firewall';
import { HolderReconciler, type HolderReconcilerProps } from '../holder-feed/holder-reconciler';
import { LedgerImport } from '../ledger/ledger-import';
import { Alarms } from '../monitoring/alarms';
import { StaticSite } from '../static-site/static-site';
import { TokenSafetyWatch } from '../token-safety/token-safety-watch';
import { WalletControlWatch } from '../wallet-control/wallet-control-watch';
import { importIdentityKeys } from './identity-keys';
import { acknowledgeFindings } from './nag-acknowledgements';

export { ORIGIN_SECRET_VERSION_PARAMETER };

/** Properties of {@link SiteStack}. */
export interface SiteStackProps extends StackProps {
  /** The validated deploy configuration. */
  readonly config: DeployConfig;
  /** Folder of the built web app. */
  readonly webBuildPath: string;
  /** The token's mint address (the site section of the operator configuration): the holder feed follows it. */
  readonly tokenMint: string;
  /** The donation wallet's address (the site section too): the donation wallet facts route reads its balance. */
  readonly donationWallet: string;
  /** The Squads v4 multisig said to control the wallet, and its vault index (ADR 33). @default none */
  readonly donationControl?: { readonly squadsMultisig: string; readonly vaultIndex?: number };
  /** The site's canonical address (site.share.siteUrl): the feeds' absolute links. @default feeds answer 503 */
  readonly siteUrl?: string;
  /**
   * The official links and handles (site.links, site.official, site.share.siteUrl): the only ones the
   * chats' posts leave linkable (behaviour §14). @default none: every address but the site's is defanged
   */
  readonly officialList?: {
    readonly links: readonly string[];
    readonly handles: readonly string[];
    readonly sites?: readonly string[];
    readonly mint?: string;
    readonly telegramHandles?: readonly string[];
  };
  /** Mints the donation ledger lists besides SOL and the token (`site.ledgerAssets`, ADR 30). @default none */
  readonly ledgerListedMints?: readonly string[];
  /** Decimals and labelled addresses for the holder distribution (site.supply). @default none labelled */
  readonly holderStats?: HolderReconcilerProps['holderStats'];
  /** The donation functions' settings (infra/stack/donate-environment.ts). @default the contract's defaults */
  readonly donateEnvironment?: Readonly<Record<string, string>>;
  /** Folder the route entries are relative to. @default the repository root */
  readonly projectRoot?: string;
}

/** The whole product: the static site on CloudFront, the API behind it, and optional alarms. */
export class SiteStack extends Stack {
  /** The site. */
  public readonly site: StaticSite;
  /** The API. */
  public readonly api: Api;
  /** The content backups (bucket, schedules, function). */
  public readonly backups: ContentBackups;
  /** The scheduled holder reconciliation. */
  public readonly holderReconciler: HolderReconciler;
  /** The web ACL in front of the distribution, when made here (`deploy.firewall`, stack in us-east-1). */
  public readonly firewall?: EdgeFirewall;
  /** The scheduled import of the donation wallet's ledger (ADR 22). */
  public readonly ledgerImport: LedgerImport;
  /** The scheduled read of who controls the donation wallet (ADR 33). */
  public readonly walletControlWatch: WalletControlWatch;
  /** The scheduled watch of the token's safety facts (ADR 35). */
  public readonly tokenSafetyWatch: TokenSafetyWatch;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Created by the operator before the first deploy, so no key passes through CloudFormation: one per
    // Google identity (ADR 20), each read only by the functions acting as it.
    const keys = importIdentityKeys(this, config);
    const serviceAccountSecret = keys.admin;

    // Also created by the operator: the webhook's shared secret and the RPC URL (which may carry an API key).
    const holderWebhookSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'HolderWebhookSecret',
      config.holderWebhookSecretName,
    );
    // The provider's webhook on the donation wallet (ADR 40): its own secret, so either webhook rotates alone.
    const donationWebhookSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'DonationWebhookSecret',
      config.donationWebhookSecretName,
    );
    const rpcUrlSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'SolanaRpcUrlSecret',
      config.solanaRpcUrlSecretName,
    );
    // The API answers only requests carrying this secret, which CloudFront adds (ADR 15). The
    // template holds a reference to one version of it, chosen at deploy: `npm run deploy` passes the
    // current version's id, so a rotation reaches CloudFront with the next deploy and never a value in clear.
    const originSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'OriginSecret',
      config.originSecretName,
    );
    const originSecretVersion = new CfnParameter(this, ORIGIN_SECRET_VERSION_PARAMETER, {
      type: 'String',
      description: 'Version id of the origin secret CloudFront sends (npm run deploy sets it)',
      allowedPattern: '^[A-Za-z0-9-]{32,64}$',
    });
    Validations.of(originSecretVersion).acknowledge({
      id: 'CloudFormation-Validate::W2509',
      reason:
        'A version id names which value of the secret to send, it is not the value: shown, so the operator can tell which version a stack sends.',
    });
    const originHeaderValue = SecretValue.secretsManager(config.originSecretName, {
      versionId: originSecretVersion.valueAsString,
    }).unsafeUnwrap();

    // The mint is set once, in the site section of the operator configuration the page is built from.
    const { tokenMint } = props;

    this.api = new Api(this, 'Api', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecrets: keys,
      // One route reads the chain, the donation Action's POST (a blockhash at most every 30 s a warm instance):
      // it alone gets the RPC URL among the routes (ADR 11, "Amendment: the Action's blockhash").
      routeSecrets: {
        HOLDER_WEBHOOK_SECRET: holderWebhookSecret,
        DONATION_WEBHOOK_SECRET: donationWebhookSecret,
        SOLANA_RPC_URL_SECRET: rpcUrlSecret,
      },
      environment: {
        TOKEN_MINT: tokenMint,
        DONATION_WALLET: props.donationWallet,
        // The multisig whose vault the donation wallet should be: the control route checks it (ADR 33).
        ...(props.donationControl
          ? {
              DONATION_MULTISIG: props.donationControl.squadsMultisig,
              DONATION_VAULT_INDEX: String(props.donationControl.vaultIndex ?? 0),
            }
          : {}),
        ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
        // The donation Action's texts and the largest amount (site.donate, ADR 40).
        ...props.donateEnvironment,
        BIN_RETENTION_DAYS: String(config.binRetentionDays),
        REQUIRE_SECOND_FACTOR: String(config.requireSecondFactor),
        // The server ends an idle session as the panel does (ADR 18).
        ADMIN_IDLE_MINUTES: String(config.adminIdleMinutes),
      },
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
      routeThrottles: {
        webhook: { rateLimit: config.webhookRateLimit, burstLimit: config.webhookBurstLimit },
        adminWrites: { rateLimit: config.adminWriteRateLimit, burstLimit: config.adminWriteBurstLimit },
        adminReads: { rateLimit: config.adminReadRateLimit, burstLimit: config.adminReadBurstLimit },
      },
      originSecret,
      originHeaderValue,
      originSecretVersion: originSecretVersion.valueAsString,
      chartHosts: config.chartHosts,
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    // ADR 35: a second provider's URL, when the operator names its secret: the reconciler and the two
    // watches read it, no other function.
    const witnessRpcUrlSecret = config.solanaWitnessRpcUrlSecretName
      ? secretsmanager.Secret.fromSecretNameV2(
          this,
          'SolanaWitnessRpcUrlSecret',
          config.solanaWitnessRpcUrlSecretName,
        )
      : undefined;

    this.holderReconciler = new HolderReconciler(this, 'HolderReconciler', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecret: keys['holder-feed'],
      rpcUrlSecret,
      tokenMint,
      interval: Duration.minutes(config.holderReconcileMinutes),
      fullScanMinutes: config.holderFullScanMinutes,
      maxDropShare: config.holderMaxDropShare,
      witnessTolerance: config.holderWitnessTolerance,
      supplyToleranceShare: config.holderSupplyToleranceShare,
      rpcCreditsPerCall: config.holderRpcCreditsPerCall,
      ...(witnessRpcUrlSecret ? { witnessRpcUrlSecret } : {}),
      ...(config.holderRpcMonthlyCredits ? { rpcMonthlyCredits: config.holderRpcMonthlyCredits } : {}),
      ...(props.holderStats ? { holderStats: props.holderStats } : {}),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    // A CloudFront web ACL must live in us-east-1 (ADR 20): made here when the stack is there (or its
    // region is left to the CLI), else the operator's own ARN is attached.
    const { firewall } = config;
    const inUsEast1 = Token.isUnresolved(this.region) || this.region === 'us-east-1';
    if (firewall.enabled && !firewall.webAclArn && inUsEast1) {
      this.firewall = new EdgeFirewall(this, 'Firewall', {
        limits: {
          adminWrites: firewall.adminWrites,
          adminReads: firewall.adminReads,
          webhook: firewall.webhook,
          api: firewall.api,
        },
        windowSeconds: firewall.windowSeconds,
        managedRules: firewall.managedRules,
        blockedAlarmThreshold: firewall.blockedAlarmThreshold,
      });
      this.warnOfThinBackstops(config);
    } else if (firewall.enabled && !firewall.webAclArn) {
      throw new Error(
        `deploy.firewall: the stack is in ${this.region}, but a web ACL for CloudFront must be created in ` +
          'us-east-1. Deploy the stack in us-east-1, set deploy.firewall.webAclArn to a web ACL of yours ' +
          '(scope CLOUDFRONT), or set deploy.firewall.enabled to false (infra/README.md, "Per-visitor limits").',
      );
    }
    const webAclArn = firewall.enabled ? (firewall.webAclArn ?? this.firewall?.webAcl.attrArn) : undefined;
    this.ledgerImport = new LedgerImport(this, 'LedgerImport', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      // The ledger is a believed fact, written by the watch identity alone, never the webhook's (ADR 37).
      serviceAccountSecret: keys.watch,
      rpcUrlSecret,
      donationWallet: props.donationWallet,
      tokenMint,
      listedMints: props.ledgerListedMints ?? [],
      // Each new entry is confirmed by the second provider before it is stored (ADR 35).
      ...(witnessRpcUrlSecret ? { witnessRpcUrlSecret } : {}),
      ...(props.donationControl ? { donationMultisig: props.donationControl.squadsMultisig } : {}),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    this.walletControlWatch = new WalletControlWatch(this, 'WalletControlWatch', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      // The believed facts are written by the watch identity alone, never the webhook's (ADR 37).
      serviceAccountSecret: keys.watch,
      rpcUrlSecret,
      donationWallet: props.donationWallet,
      ...(witnessRpcUrlSecret ? { witnessRpcUrlSecret } : {}),
      ...(props.donationControl ? { donationControl: props.donationControl } : {}),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    this.tokenSafetyWatch = new TokenSafetyWatch(this, 'TokenSafetyWatch', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      // The believed facts are written by the watch identity alone, never the webhook's (ADR 37).
      serviceAccountSecret: keys.watch,
      rpcUrlSecret,
      tokenMint,
      ...(witnessRpcUrlSecret ? { witnessRpcUrlSecret } : {}),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    this.site = new StaticSite(this, 'Site', {
      webBuildPath: props.webBuildPath,
      ...(webAclArn ? { webAclId: webAclArn } : {}),
      ipv6: config.ipv6,
      chartHosts: config.chartHosts,
      apiOrigin: this.api.origin,
      ...(config.domain
        ? {
            domainNames: config.domain.names,
            certificate: acm.Certificate.fromCertificateArn(
              this,
              'Certificate',
              config.domain.certificateArn,
            ),
          }
        : {}),
    });

    // The functions (which refuse a request without the origin header) change only once CloudFront has
    // finished deploying the header: on the first rollout of the check, the old functions answer while
    // the edge locations update, so no visitor meets a 403.
    for (const fn of this.api.functions.values()) fn.node.addDependency(this.site.distribution);

    this.backups = new ContentBackups(this, 'Backups', {
      firebaseProjectId: config.firebaseProjectId,
      serviceAccountSecret,
      ...config.backups,
      accessLogsBucket: this.site.logBucket,
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    const binPurge = new BinPurge(this, 'BinPurge', {
      firebaseProjectId: config.firebaseProjectId,
      serviceAccountSecret,
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    // Announcements posted to the chats turned on in the configuration (ADR 36).
    const channelSecret = (channel: 'telegram' | 'discord', id: string, name: string) =>
      config.announcementChannels.includes(channel)
        ? secretsmanager.Secret.fromSecretNameV2(this, id, name)
        : undefined;
    const telegramSecret = channelSecret('telegram', 'TelegramSecret', config.telegramSecretName);
    const discordWebhookSecret = channelSecret(
      'discord',
      'DiscordWebhookSecret',
      config.discordWebhookSecretName,
    );
    const announcementDelivery = new AnnouncementDelivery(this, 'AnnouncementDelivery', {
      firebaseProjectId: config.firebaseProjectId,
      // Its own key (ADR 37's sender amendment): the content database, never the administrator's Auth admin.
      serviceAccountSecret: keys.sender,
      siteOrigin: `https://${config.domain?.names[0] ?? this.site.distribution.distributionDomainName}`,
      locales: config.announcementLocales,
      ...(props.officialList ? { officialList: props.officialList } : {}),
      ...(telegramSecret ? { telegramSecret } : {}),
      ...(discordWebhookSecret ? { discordWebhookSecret } : {}),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    if (config.alarmEmail) {
      const alarms = new Alarms(this, 'Alarms', {
        email: config.alarmEmail,
        httpApi: this.api.httpApi,
        // A failed backup, reconciliation or watch (a refusal too) fails its function, so the same error
        // alarm covers it.
        functions: new Map([
          ...this.api.functions,
          ...[
            this.backups,
            this.holderReconciler,
            this.ledgerImport,
            binPurge,
            announcementDelivery,
            this.walletControlWatch,
            this.tokenSafetyWatch,
          ].map(({ scheduled }) => [scheduled.serviceName, scheduled.fn] as const),
        ]),
      });
      this.firewall?.addBlockedAlarms(alarms.topic);
    }

    acknowledgeFindings(this, { site: this.site, customDomain: config.domain !== undefined });

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.domain?.names[0] ?? this.site.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.site.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME or alias) here',
    });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'ServiceAccountSecretArn', { value: serviceAccountSecret.secretArn });
    new CfnOutput(this, 'BackupBucketName', {
      value: this.backups.bucket.bucketName,
      description: 'Content backups: npm run content:backups -- --bucket <this>',
    });
    new CfnOutput(this, 'WebBuildCommit', {
      value: this.site.buildCommit,
      description: 'Commit the deployed web build was made from (roll back by deploying an older one)',
    });
    new CfnOutput(this, 'HolderWebhookUrl', {
      value: `https://${config.domain?.names[0] ?? this.site.distribution.distributionDomainName}/api/new-holders/webhook`,
      description: 'Give this URL to the webhook provider, with the holder webhook secret as its auth header',
    });
  }

  /**
   * ADR 34: a shared throttle below what the web ACL lets a crowd of clients through can be held at 429
   * by that crowd. A warning at synth, not an error: an operator may choose a cheaper worst bill.
   */
  private warnOfThinBackstops(config: DeployConfig): void {
    const { firewall } = config;
    const needed = crowdProofRates(
      {
        adminWrites: firewall.adminWrites,
        adminReads: firewall.adminReads,
        webhook: firewall.webhook,
        api: firewall.api,
      },
      firewall.windowSeconds,
    );
    const configured = {
      adminWrites: ['adminWriteRateLimit', config.adminWriteRateLimit],
      adminReads: ['adminReadRateLimit', config.adminReadRateLimit],
      webhook: ['webhookRateLimit', config.webhookRateLimit],
      api: ['apiRateLimit', config.apiRateLimit],
    } as const;
    for (const [kind, [key, rate]] of Object.entries(configured)) {
      const least = needed[kind as keyof typeof needed];
      if (rate < least) {
        Annotations.of(this).addWarningV2(
          `site:thin-backstop-${kind}`,
          `deploy.${key} is ${rate} a second: ${CROWD_CLIENTS} clients within deploy.firewall's limits can ` +
            `fill it; ${least} or more keeps the route open to its rightful callers (infra/README.md, "Per-visitor limits").`,
        );
      }
    }
  }
}
