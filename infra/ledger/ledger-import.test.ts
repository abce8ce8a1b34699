import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { LedgerImport } from './ledger-import';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const MULTISIG = 'Hr9dHw6pBZmrCTpWAqXrVGMPWw3jaJumn1XmWyxzJnJV';

describe('LedgerImport', () => {
  let template: Template;

  beforeAll(() => {
    const stack = new Stack(testApp(), 'LedgerImportTest');
    new LedgerImport(stack, 'LedgerImport', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'site/service-account'),
      rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
      donationWallet: WALLET,
      tokenMint: MINT,
      listedMints: [USDC],
      donationMultisig: MULTISIG,
      interval: Duration.minutes(10),
    });
    template = Template.fromStack(stack);
  });

  it('runs the import on its schedule, without retries (the next run goes on from the checkpoint)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(10 minutes)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
  });

  it('gives the function the wallet, the multisig whose proposals its outflows are tied to (ADR 33), its budget and the secrets by ARN, never the RPC URL itself', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 300,
      MemorySize: 512,
      Environment: {
        Variables: Match.objectLike({
          DONATION_WALLET: WALLET,
          TOKEN_MINT: MINT,
          LEDGER_LISTED_MINTS: USDC,
          DONATION_MULTISIG: MULTISIG,
          LEDGER_BUDGET_MS: '240000',
          LEDGER_RPC_PER_SECOND: '8',
          POWERTOOLS_SERVICE_NAME: 'import-donation-ledger',
          FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: Match.anyValue(),
          SOLANA_RPC_URL_SECRET_ARN: Match.anyValue(),
        }),
      },
    });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/SOLANA_RPC_URL"|EMULATOR_HOST|LOCAL_STACK/);
  });

  it("writes the believed facts' database alone, never the chain database the webhook's key writes (ADR 37)", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ DATABASE: 'facts', FACTS_DATABASE: 'facts' }),
      },
    });
    expect(JSON.stringify(template.toJSON())).not.toContain('CHAIN_DATABASE');
  });

  it('lets the role read the two secrets and nothing else', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const text = JSON.stringify(policies);
    expect(text).toContain('site/service-account');
    expect(text).toContain('site/solana-rpc-url');
    expect(text).not.toMatch(/dynamodb|s3:/i);
  });

  it('refuses an interval too short for a run to end before the next', () => {
    const stack = new Stack(testApp(), 'LedgerImportShort');
    expect(
      () =>
        new LedgerImport(stack, 'LedgerImport', {
          firebaseProjectId: 'p',
          adminUid: 'u',
          serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'a'),
          rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'r'),
          donationWallet: WALLET,
          tokenMint: MINT,
          interval: Duration.minutes(1),
        }),
    ).toThrow(/at least two minutes/);
  });
});
