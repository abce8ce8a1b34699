import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthWatch } from '../test/watch-synth';
import { TokenSafetyWatch } from './token-safety-watch';

const MINT = 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ';

const synth = (witness: boolean) =>
  synthWatch(witness, (stack, secrets) => {
    new TokenSafetyWatch(stack, 'Watch', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      ...secrets,
      tokenMint: MINT,
    });
  });

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
