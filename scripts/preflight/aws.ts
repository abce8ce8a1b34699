import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { GetWebACLCommand, WAFV2Client } from '@aws-sdk/client-wafv2';
import { missingSecrets } from '../secrets/secrets.js';
import type { PreflightInputs } from './inputs.js';
import { blocking, type CheckResult, ok, skipped } from './report.js';

/** The clients the AWS checks use: the stack's region, and us-east-1 for CloudFront's certificate and web ACL. */
export interface AwsClients {
  readonly region: string;
  readonly sts: STSClient;
  readonly cloudFormation: CloudFormationClient;
  readonly secrets: SecretsManagerClient;
  readonly acm: ACMClient;
  readonly waf: WAFV2Client;
}

/** The clients for `region` (deploy.region, else the AWS CLI's), with the credentials the AWS CLI finds. */
export async function awsClients(region: string | undefined): Promise<AwsClients> {
  const sts = new STSClient(region ? { region } : {});
  const resolved = region ?? (await sts.config.region());
  return {
    region: resolved,
    sts,
    cloudFormation: new CloudFormationClient({ region: resolved }),
    secrets: new SecretsManagerClient({ region: resolved }),
    acm: new ACMClient({ region: 'us-east-1' }),
    waf: new WAFV2Client({ region: 'us-east-1' }),
  };
}

/** The stack CDK's bootstrap makes in each account and region it deploys to. */
const BOOTSTRAP_STACK = 'CDKToolkit';

/** Whether `name` is covered by a certificate name (`*.example.org` covers one label). */
export function covers(certificateName: string, name: string): boolean {
  if (certificateName === name) return true;
  if (!certificateName.startsWith('*.')) return false;
  const rest = name.slice(name.indexOf('.') + 1);
  return name.includes('.') && rest === certificateName.slice(2);
}

/**
 * AWS: who deploys (STS), the CDK bootstrap in the stack's region (CloudFormation), the secrets by name
 * (DescribeSecret: no value is read), the certificate (us-east-1, issued, every name) and the web ACL.
 */
export async function awsChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  if ('skip' in inputs.aws) return [skipped('AWS', inputs.aws.skip)];
  const aws = inputs.aws;
  const results: CheckResult[] = [];
  let account: string;
  try {
    const identity = await aws.sts.send(new GetCallerIdentityCommand({}));
    account = identity.Account ?? '?';
    results.push(ok('AWS: caller', `account ${account}, ${identity.Arn ?? ''}, region ${aws.region}`));
  } catch (error) {
    return [
      blocking(
        'AWS: caller',
        `no usable credentials (${(error as Error).name})`,
        'aws configure, or AWS_PROFILE=<profile>; set deploy.region',
      ),
    ];
  }
  try {
    const answer = await aws.cloudFormation.send(new DescribeStacksCommand({ StackName: BOOTSTRAP_STACK }));
    const status = answer.Stacks?.[0]?.StackStatus ?? 'unknown';
    results.push(
      /_COMPLETE$/.test(status) && !/^DELETE|ROLLBACK_COMPLETE$/.test(status)
        ? ok('AWS: CDK bootstrap', `${BOOTSTRAP_STACK} in ${aws.region}: ${status}`)
        : blocking(
            'AWS: CDK bootstrap',
            `${BOOTSTRAP_STACK} in ${aws.region} is ${status}`,
            `npx cdk bootstrap aws://${account}/${aws.region}`,
          ),
    );
  } catch (error) {
    const missing = /does not exist/.test((error as Error).message);
    results.push(
      blocking(
        'AWS: CDK bootstrap',
        missing
          ? `no ${BOOTSTRAP_STACK} stack in ${aws.region}: this region is not bootstrapped`
          : (error as Error).message,
        `npx cdk bootstrap aws://${account}/${aws.region}`,
      ),
    );
  }
  try {
    const problems = await missingSecrets(aws.secrets, inputs.config);
    results.push(
      problems.length === 0
        ? ok('AWS: secrets', `each secret the stack reads exists in ${aws.region} with a value`)
        : blocking('AWS: secrets', problems.join('; '), 'the npm run secret:… command each line names'),
    );
  } catch (error) {
    results.push(
      blocking(
        'AWS: secrets',
        `cannot describe the secrets (${(error as Error).name})`,
        'allow secretsmanager:DescribeSecret to the deploying identity',
      ),
    );
  }
  results.push(await certificateCheck(aws, inputs));
  results.push(await webAclCheck(aws, inputs));
  return results;
}

async function certificateCheck(aws: AwsClients, inputs: PreflightInputs): Promise<CheckResult> {
  const domain = inputs.config.deploy.domain;
  if (!domain)
    return skipped('AWS: certificate', 'no deploy.domain: the distribution’s own name and certificate');
  const fix = `request a certificate in us-east-1 (ACM) for ${domain.names.join(', ')}, validate it, set deploy.domain.certificateArn`;
  try {
    const answer = await aws.acm.send(
      new DescribeCertificateCommand({ CertificateArn: domain.certificateArn }),
    );
    const certificate = answer.Certificate ?? {};
    if (certificate.Status !== 'ISSUED') {
      return blocking(
        'AWS: certificate',
        `${certificate.DomainName ?? 'the certificate'} is ${certificate.Status ?? 'unknown'}, not ISSUED`,
        `add the DNS validation records ACM shows, or ${fix}`,
      );
    }
    const names =
      certificate.SubjectAlternativeNames ?? (certificate.DomainName ? [certificate.DomainName] : []);
    const uncovered = domain.names.filter((name) => !names.some((n) => covers(n, name)));
    if (uncovered.length > 0) {
      return blocking('AWS: certificate', `it covers ${names.join(', ')}, not ${uncovered.join(', ')}`, fix);
    }
    return ok('AWS: certificate', `issued in us-east-1, covers ${domain.names.join(', ')}`);
  } catch (error) {
    return blocking('AWS: certificate', `not found in us-east-1 (${(error as Error).name})`, fix);
  }
}

async function webAclCheck(aws: AwsClients, inputs: PreflightInputs): Promise<CheckResult> {
  const { firewall } = inputs.config.deploy;
  if (!firewall.enabled)
    return skipped('AWS: web ACL', 'deploy.firewall.enabled is false: no per-client limits');
  if (!firewall.webAclArn) {
    // A CLOUDFRONT web ACL lives in us-east-1: the stack makes one only when it is there (ADR 20).
    return aws.region === 'us-east-1'
      ? ok('AWS: web ACL', 'the stack makes its own (us-east-1)')
      : blocking(
          'AWS: web ACL',
          `the stack is in ${aws.region}, and a CloudFront web ACL must be made in us-east-1`,
          'set deploy.firewall.webAclArn to a CLOUDFRONT web ACL of yours, or deploy.region to us-east-1',
        );
  }
  const match = /global\/webacl\/([\w-]+)\/([0-9a-f-]{36})$/.exec(firewall.webAclArn);
  try {
    const answer = await aws.waf.send(
      new GetWebACLCommand({ Scope: 'CLOUDFRONT', Name: match?.[1], Id: match?.[2] }),
    );
    return ok('AWS: web ACL', `${answer.WebACL?.Name ?? match?.[1]} (CLOUDFRONT, us-east-1)`);
  } catch (error) {
    return blocking(
      'AWS: web ACL',
      `${match?.[1]} not found (${(error as Error).name})`,
      'set deploy.firewall.webAclArn to an existing CLOUDFRONT web ACL',
    );
  }
}
