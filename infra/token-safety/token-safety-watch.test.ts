import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { TokenSafetyWatch } from './token-safety-watch';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };
const MINT = 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ';

function synth(witness: boolean) {
  const stack = new Stack(testApp(), witness ? 'WitnessedTest' : 'AloneTest');
  new TokenSafetyWatch(stack, 'Watch', {
    firebaseProjectId: 'token-site-test',
    adminUid: 'Xk2adminUid0001',
    serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Key', 'site/firebase-watch'),
    rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
    tokenMint: MINT,
    ...(witness
      ? {
          witnessRpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(
            stack,
            'Witness',
            'site/witness-rpc-url',
          ),
        }
      : {}),
  });
  const template = Template.fromStack(stack);
  const [fn] = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  /** The secrets its role may read, by name. */
  const secrets = policies
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Resource['Properties'][])
    .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
    .flatMap((s) => [s.Resource].flat())
    .map((r) => /:secret:([^"]+)-\?{6}/.exec(JSON.stringify(r))?.[1])
    .sort();
  return { template, variables: fn?.Properties.Environment.Variables as Record<string, unknown>, secrets };
}

describe('TokenSafetyWatch (ADR 35)', () => {
  it('runs every 5 minutes, without retries (the next run reads again)', () => {
    const { template } = synth(true);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Token's safety facts read over Solana JSON-RPC (scheduled)",
      Timeout: 60,
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'watch-token-safety' }) },
    });
  });

  it("writes the believed facts' database alone, as the watch identity, and reads exactly its key and the two providers' URLs", () => {
    const { variables, secrets } = synth(true);
    expect(variables).toMatchObject({
      TOKEN_MINT: MINT,
      DATABASE: 'facts',
      FACTS_DATABASE: 'facts',
      RPC_TIMEOUT_MS: '10000',
    });
    expect(JSON.stringify(variables.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN)).toContain(
      ':secret:site/firebase-watch',
    );
    expect(variables).not.toHaveProperty('CHAIN_DATABASE');
    expect(JSON.stringify(variables.SOLANA_RPC_URL_SECRET_ARN)).toContain(':secret:site/solana-rpc-url');
    expect(JSON.stringify(variables.SOLANA_WITNESS_RPC_URL_SECRET_ARN)).toContain(
      ':secret:site/witness-rpc-url',
    );
    // By ARN only: never a URL (it may carry an API key) in the environment.
    expect(variables).not.toHaveProperty('SOLANA_RPC_URL');
    expect(variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL');
    expect(secrets).toEqual(['site/firebase-watch', 'site/solana-rpc-url', 'site/witness-rpc-url']);
  });

  it('without a second provider, holds no witness variable or grant: the first provider is believed', () => {
    const { variables, secrets } = synth(false);
    expect(variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL_SECRET_ARN');
    expect(secrets).toEqual(['site/firebase-watch', 'site/solana-rpc-url']);
  });
});
