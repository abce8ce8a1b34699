import { describe, expect, it } from 'vitest';
import { parseHolderFeedConfig } from './holder-config.js';

const MINT = 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ';

describe('parseHolderFeedConfig', () => {
  it('takes the deployed configuration: the mint and secrets by ARN', () => {
    const config = parseHolderFeedConfig({
      TOKEN_MINT: MINT,
      HOLDER_WEBHOOK_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:w',
    });
    expect(config).toMatchObject({ TOKEN_MINT: MINT, RPC_TIMEOUT_MS: 30_000 });
  });

  it('refuses a mint that is not a Solana address', () => {
    expect(() => parseHolderFeedConfig({ TOKEN_MINT: 'PLACEHOLDER-MINT-ADDRESS' })).toThrow(
      'Invalid holder feed configuration: TOKEN_MINT must be a base58 Solana address (32 bytes)',
    );
  });

  it('refuses plain secrets in the environment outside the local stack', () => {
    expect(() =>
      parseHolderFeedConfig({
        TOKEN_MINT: MINT,
        HOLDER_WEBHOOK_SECRET: 'a-secret-of-enough-length',
        SOLANA_RPC_URL: 'https://rpc.invalid/?api-key=1',
      }),
    ).toThrow(
      /HOLDER_WEBHOOK_SECRET is only allowed with LOCAL_STACK=1 \(use HOLDER_WEBHOOK_SECRET_ARN\).*SOLANA_RPC_URL is only allowed with LOCAL_STACK=1 \(use SOLANA_RPC_URL_SECRET_ARN\)/,
    );
    expect(
      parseHolderFeedConfig({
        TOKEN_MINT: MINT,
        HOLDER_WEBHOOK_SECRET: 'a-secret-of-enough-length',
        LOCAL_STACK: '1',
      }),
    ).toMatchObject({ HOLDER_WEBHOOK_SECRET: 'a-secret-of-enough-length' });
  });

  it('refuses a short webhook secret', () => {
    expect(() =>
      parseHolderFeedConfig({ TOKEN_MINT: MINT, HOLDER_WEBHOOK_SECRET: 'short', LOCAL_STACK: '1' }),
    ).toThrow('HOLDER_WEBHOOK_SECRET must be at least 16 characters');
  });

  it('refuses a drop share outside 0 to 1 and reads a valid one', () => {
    for (const value of ['0', '1', 'lots', '']) {
      expect(() => parseHolderFeedConfig({ TOKEN_MINT: MINT, HOLDER_MAX_DROP_SHARE: value })).toThrow(
        'HOLDER_MAX_DROP_SHARE must be between 0 and 1 (exclusive)',
      );
    }
    expect(
      parseHolderFeedConfig({ TOKEN_MINT: MINT, HOLDER_MAX_DROP_SHARE: '0.1' }).HOLDER_MAX_DROP_SHARE,
    ).toBe(0.1);
    expect(parseHolderFeedConfig({ TOKEN_MINT: MINT }).HOLDER_MAX_DROP_SHARE).toBe(0.25);
  });

  it('refuses a supply tolerance outside 0 to 1 and reads a valid one, 1 % by default', () => {
    for (const value of ['0', '1', '-0.01', 'a lot', '']) {
      expect(() => parseHolderFeedConfig({ TOKEN_MINT: MINT, HOLDER_SUPPLY_TOLERANCE_SHARE: value })).toThrow(
        'HOLDER_SUPPLY_TOLERANCE_SHARE must be between 0 and 1 (exclusive)',
      );
    }
    expect(
      parseHolderFeedConfig({ TOKEN_MINT: MINT, HOLDER_SUPPLY_TOLERANCE_SHARE: '0.002' })
        .HOLDER_SUPPLY_TOLERANCE_SHARE,
    ).toBe(0.002);
    expect(parseHolderFeedConfig({ TOKEN_MINT: MINT }).HOLDER_SUPPLY_TOLERANCE_SHARE).toBe(0.01);
  });
});
