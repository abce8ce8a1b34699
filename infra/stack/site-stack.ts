import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { site } from '../../web/src/config/site';
import { Api } from '../api/api';
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
  /** Folder the route entries are relative to. @default the repository root */
  readonly projectRoot?: string;
}

/** The whole product: the static site on CloudFront, the API behind it, and optional alarms. */
export class SiteStack extends Stack {
  /** The site. */
  public readonly site: StaticSite;
  /** The API. */
  public readonly api: Api;
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
    // The mint is set once, in the site configuration the page is built from.
    const tokenMint = site.token.mintAddress;

    this.api = new Api(this, 'Api', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecret,
      routeSecrets: { HOLDER_WEBHOOK_SECRET: holderWebhookSecret },
      environment: { TOKEN_MINT: tokenMint },
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
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

    if (config.alarmEmail) {
      new Alarms(this, 'Alarms', {
        email: config.alarmEmail,
        httpApi: this.api.httpApi,
        functions: new Map([...this.api.functions, ['reconcile-holders', this.holderReconciler.function]]),
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
    new CfnOutput(this, 'HolderWebhookUrl', {
      value: `https://${config.domain?.names[0] ?? this.site.distribution.distributionDomainName}/api/new-holders/webhook`,
      description: 'Give this URL to the webhook provider, with the holder webhook secret as its auth header',
    });
  }
}
