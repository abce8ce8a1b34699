import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from '../api/api';
import { ContentBackups } from '../backups/content-backups';
import type { DeployConfig } from '../config/deploy-config';
import { HolderReconciler } from '../holder-feed/holder-reconciler';
import { Alarms } from '../monitoring/alarms';
import { StaticSite } from '../static-site/static-site';
import { acknowledgeFindings } from './nag-acknowledgements';

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

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Created by the operator before the first deploy, so the key never passes through CloudFormation.
    const serviceAccountSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'ServiceAccountSecret',
      config.serviceAccountSecretName,
    );

    // Also created by the operator: the webhook's shared secret and the RPC URL (which may carry an API key).
    const holderWebhookSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'HolderWebhookSecret',
      config.holderWebhookSecretName,
    );
    const rpcUrlSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'SolanaRpcUrlSecret',
      config.solanaRpcUrlSecretName,
    );
    // The mint is set once, in the site section of the operator configuration the page is built from.
    const { tokenMint } = props;

    this.api = new Api(this, 'Api', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecret,
      // The RPC URL goes to the facts routes only (RouteDefinition.secrets), besides the reconciler.
      routeSecrets: { HOLDER_WEBHOOK_SECRET: holderWebhookSecret, SOLANA_RPC_URL_SECRET: rpcUrlSecret },
      environment: {
        TOKEN_MINT: tokenMint,
        DONATION_WALLET: props.donationWallet,
        REQUIRE_SECOND_FACTOR: String(config.requireSecondFactor),
      },
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
      chartHosts: config.chartHosts,
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    this.holderReconciler = new HolderReconciler(this, 'HolderReconciler', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecret,
      rpcUrlSecret,
      tokenMint,
      interval: Duration.minutes(config.holderReconcileMinutes),
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    this.site = new StaticSite(this, 'Site', {
      webBuildPath: props.webBuildPath,
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

    this.backups = new ContentBackups(this, 'Backups', {
      firebaseProjectId: config.firebaseProjectId,
      serviceAccountSecret,
      ...config.backups,
      accessLogsBucket: this.site.logBucket,
      ...(props.projectRoot ? { projectRoot: props.projectRoot } : {}),
    });

    if (config.alarmEmail) {
      new Alarms(this, 'Alarms', {
        email: config.alarmEmail,
        httpApi: this.api.httpApi,
        // A failed backup or reconciliation fails its function, so the same error alarm covers it.
        functions: new Map([
          ...this.api.functions,
          ['backup-content', this.backups.function],
          ['reconcile-holders', this.holderReconciler.function],
        ]),
      });
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
}
