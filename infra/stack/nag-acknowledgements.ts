import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { StaticSite } from '../static-site/static-site';

/** Options of {@link acknowledgeFindings}. */
export interface AcknowledgeOptions {
  /** The site, whose distribution carries the CloudFront findings. */
  readonly site: StaticSite;
  /** True when the distribution serves a custom domain with its own certificate. */
  readonly customDomain: boolean;
}

const nag = (rule: string) => `AwsSolutions::AwsSolutions-${rule}`;

/**
 * Acknowledges, each with its reason, the cdk-nag findings the stack keeps on purpose. Findings inside our
 * own constructs are acknowledged where they arise; these concern CDK-provided resources and the
 * distribution as a whole.
 */
export function acknowledgeFindings(stack: Stack, options: AcknowledgeOptions): void {
  const distribution = Validations.of(options.site.distribution);
  distribution.acknowledge(
    {
      id: nag('CFR1'),
      reason: 'A public, informational site for a worldwide community: no country is to be excluded.',
    },
    {
      id: nag('CFR2'),
      reason:
        'Only when deploy.firewall.enabled is false: the operator chose no web ACL (its fixed monthly cost); ' +
        'the per-route throttles still answer 429 and CloudFront has Shield Standard. On by default (ADR 20).',
    },
  );
  if (!options.customDomain) {
    distribution.acknowledge({
      id: nag('CFR4'),
      reason:
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose security ' +
        'policy cannot be changed; with a custom domain the stack sets TLSv1.2_2021.',
    });
  }

  // cdk-nag names the CDK asset bucket with literals where the stack's environment is known.
  const literal = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const assetBucket =
    `arn:${literal(stack.partition, 'Partition')}:s3:::cdk-hnb659fds-assets-` +
    `${literal(stack.account, 'AccountId')}-${literal(stack.region, 'Region')}/*`;

  // The deployment-time function BucketDeployment provides: CDK owns its code, runtime and role.
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(
      {
        id: nag(
          'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        ),
        reason: 'CDK-managed deployment function; the AWS managed policy only lets it write its own logs.',
      },
      {
        id: nag('L1'),
        reason: 'CDK-managed deployment function: aws-cdk-lib chooses and updates its runtime.',
      },
      ...[
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        'Resource::*',
        `Resource::${assetBucket}`,
        `Resource::<${stack.getLogicalId(options.site.bucket.node.defaultChild as CfnElement)}.Arn>/*`,
      ].map((finding) => ({
        id: nag(`IAM5[${finding}]`),
        reason:
          'CDK-generated grants of the deployment function: read the build from the CDK asset bucket, sync ' +
          'it into the site bucket, and create the CloudFront invalidation (which has no resource ARN).',
      })),
    );
  }
}
