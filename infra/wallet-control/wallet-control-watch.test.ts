import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthWatch } from '../test/watch-synth';
import { WalletControlWatch } from './wallet-control-watch';

const WALLET = 'ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od';
const MULTISIG = '488akwuwV2KGhLt1snUgy74rDdoMxbZS7FTJPamLCJ6g';

const synth = (witness: boolean) =>
  synthWatch(witness, (stack, secrets) => {
    new WalletControlWatch(stack, 'Watch', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      ...secrets,
      donationWallet: WALLET,
      donationControl: { squadsMultisig: MULTISIG },
    });
  });

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
