import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from '../api/api';
import { ContentBackups } from '../backups/content-backups';
import type { DeployConfig } from '../config/deploy-config';
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
  /** The content backups (bucket, schedules, function). */
  public readonly backups: ContentBackups;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Created by the operator before the first deploy, so the key never passes through CloudFormation.
    const serviceAccountSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'ServiceAccountSecret',
      config.serviceAccountSecretName,
    );

    this.api = new Api(this, 'Api', {
      firebaseProjectId: config.firebaseProjectId,
      adminUid: config.adminUid,
      serviceAccountSecret,
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
      chartHosts: config.chartHosts,
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
        // A failed backup fails its function, so the same error alarm covers it.
        functions: new Map([...this.api.functions, ['backup-content', this.backups.function]]),
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
  }
}
