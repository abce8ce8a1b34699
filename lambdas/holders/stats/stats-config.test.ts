import { describe, expect, it } from 'vitest';
import { parseHolderStatsConfig } from './stats-config.js';

const BURN = '1nc1nerator11111111111111111111111111111111';

describe('parseHolderStatsConfig', () => {
  it('reads the decimals and the labelled addresses', () => {
    const labelled = [{ address: BURN, kind: 'burn', label: 'Burn address' }];
    expect(parseHolderStatsConfig({ TOKEN_DECIMALS: '6', HOLDER_LABELS: JSON.stringify(labelled) })).toEqual({
      decimals: 6,
      labelled,
    });
  });

  it('defaults to no labels and whole raw units', () => {
    expect(parseHolderStatsConfig({})).toEqual({ decimals: 0, labelled: [] });
  });

  it('refuses what is wrong, naming it', () => {
    expect(() => parseHolderStatsConfig({ HOLDER_LABELS: '{not json' })).toThrow(
      'HOLDER_LABELS must be JSON',
    );
    expect(() =>
      parseHolderStatsConfig({
        HOLDER_LABELS: JSON.stringify([{ address: 'PLACEHOLDER', kind: 'burn', label: 'x' }]),
      }),
    ).toThrow('must be a base58 Solana address');
    expect(() =>
      parseHolderStatsConfig({
        HOLDER_LABELS: JSON.stringify([{ address: BURN, kind: 'whale', label: 'x' }]),
      }),
    ).toThrow('HOLDER_LABELS');
    expect(() => parseHolderStatsConfig({ TOKEN_DECIMALS: '19' })).toThrow('TOKEN_DECIMALS');
  });
});
