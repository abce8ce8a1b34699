import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { testApp } from './fixtures';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };

/** The secrets a watch is given: the watch identity's key, the RPC URL and, with `witness`, the second provider's. */
export interface WatchSecrets {
  readonly serviceAccountSecret: secretsmanager.ISecret;
  readonly rpcUrlSecret: secretsmanager.ISecret;
  readonly witnessRpcUrlSecret?: secretsmanager.ISecret;
}

/**
 * A scheduled watch (ADR 33, ADR 35) made alone in a stack, with the secrets it is given named
 * `site/firebase-watch`, `site/solana-rpc-url` and, with `witness`, `site/witness-rpc-url`: its template,
 * its function's environment, and the names of the secrets its role may read, sorted.
 */
export function synthWatch(witness: boolean, make: (stack: Stack, secrets: WatchSecrets) => void) {
  const stack = new Stack(testApp(), witness ? 'WitnessedTest' : 'AloneTest');
  const secret = (id: string, name: string) => secretsmanager.Secret.fromSecretNameV2(stack, id, name);
  make(stack, {
    serviceAccountSecret: secret('Key', 'site/firebase-watch'),
    rpcUrlSecret: secret('Rpc', 'site/solana-rpc-url'),
    ...(witness ? { witnessRpcUrlSecret: secret('Witness', 'site/witness-rpc-url') } : {}),
  });
  const template = Template.fromStack(stack);
  const [fn] = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  const secrets = policies
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Resource['Properties'][])
    .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
    .flatMap((s) => [s.Resource].flat())
    .map((r) => /:secret:([^"]+)-\?{6}/.exec(JSON.stringify(r))?.[1])
    .sort();
  return { template, variables: fn?.Properties.Environment.Variables as Record<string, unknown>, secrets };
}
