import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { WalletControlWatch } from './wallet-control-watch';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };
const WALLET = 'ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od';
const MULTISIG = '488akwuwV2KGhLt1snUgy74rDdoMxbZS7FTJPamLCJ6g';

function synth(witness: boolean) {
  const stack = new Stack(testApp(), witness ? 'WitnessedTest' : 'AloneTest');
  new WalletControlWatch(stack, 'Watch', {
    firebaseProjectId: 'token-site-test',
    adminUid: 'Xk2adminUid0001',
    serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Key', 'site/firebase-watch'),
    rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
    donationWallet: WALLET,
    donationControl: { squadsMultisig: MULTISIG },
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

describe('WalletControlWatch (ADR 33)', () => {
  it('runs every 5 minutes, without retries (the next run compares again)', () => {
    const { template } = synth(true);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'watch-wallet-control' }) },
    });
  });

  it("writes the believed facts' database alone, as the watch identity, and reads exactly its key and the two providers' URLs", () => {
    const { variables, secrets } = synth(true);
    expect(variables).toMatchObject({
      DONATION_WALLET: WALLET,
      DONATION_MULTISIG: MULTISIG,
      DATABASE: 'facts',
      FACTS_DATABASE: 'facts',
    });
    expect(variables).not.toHaveProperty('CHAIN_DATABASE');
    expect(JSON.stringify(variables.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN)).toContain(
      ':secret:site/firebase-watch',
    );
    expect(JSON.stringify(variables.SOLANA_WITNESS_RPC_URL_SECRET_ARN)).toContain(
      ':secret:site/witness-rpc-url',
    );
    // By ARN only: never a URL (it may carry an API key) in the environment.
    expect(variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL');
    expect(secrets).toEqual(['site/firebase-watch', 'site/solana-rpc-url', 'site/witness-rpc-url']);
  });

  it('without a second provider, holds no witness variable or grant', () => {
    const { variables, secrets } = synth(false);
    expect(variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL_SECRET_ARN');
    expect(secrets).toEqual(['site/firebase-watch', 'site/solana-rpc-url']);
  });
});
