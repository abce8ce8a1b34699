import type { HolderDistribution, TokenFacts } from '@contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChainRead, Measured } from '../../../lib/chain-read';
import { SupplyBurns } from './supply-burns';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const MINT_URL = 'https://explorer.test/token/Mint';
const BURN = '1nc1nerator11111111111111111111111111111111';

const token = (minutes: number): ChainRead<TokenFacts> => ({
  status: 'ready',
  data: {
    mint: 'Mint',
    supply: '950000000000000',
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
    tokenProgram: 'spl-token',
    readAt: ago(minutes),
  },
});
const distribution = (minutes: number): Measured<HolderDistribution> => ({
  status: 'ready',
  now: NOW,
  data: {
    mint: 'Mint',
    measuredAt: ago(minutes),
    holders: 3,
    total: '950000000000000',
    decimals: 6,
    top10: { amount: '1', share: 0 },
    top50: { amount: '1', share: 0 },
    largest: [],
    labelled: [
      { address: BURN, kind: 'burn', label: 'Burn address', amount: '100000000000000', share: 0.105 },
    ],
    bands: [],
  },
});

function renderBurns(chain: ChainRead<TokenFacts>, dist: Measured<HolderDistribution>) {
  render(
    <SupplyBurns
      ticker="VIBIE"
      initialSupply="1000000000"
      decimals={6}
      chain={chain}
      distribution={dist}
      hasBurnAddresses
      mintUrl={MINT_URL}
      now={NOW}
    />,
  );
  const text = (id: string) => screen.getByTestId(id).textContent;
  return { initial: text('initial-supply'), supply: text('chain-supply'), burned: text('burned') };
}

describe('SupplyBurns', () => {
  it('says the supply was read from one provider only, not verified, while the second has not confirmed it', () => {
    const read = token(1);
    const alone: ChainRead<TokenFacts> =
      read.status === 'ready' ? { ...read, data: { ...read.data, oneProvider: true } } : read;
    const shown = renderBurns(alone, distribution(4));
    expect(shown.supply).toBe(
      'Supply on chain950,000,000 VIBIE⚠ Read from one provider only: not yet confirmed by a second. View the mint on the explorer',
    );
    expect(shown.burned).toBe(
      'Burned150,000,000 VIBIE (15%)The supply has fallen by 50,000,000. ⚠ Read from one provider only: not yet ' +
        'confirmed by a second. Burn addresses hold 100,000,000. ✓ Verified on-chain, measured 4 min ago.',
    );
  });

  it('shows the chain supply beside the initial supply, and the burned amount, each verified with its age', () => {
    const shown = renderBurns(token(1), distribution(4));
    expect(shown.initial).toBe('Initial supply1,000,000,000 VIBIEAs configured at launch');
    expect(shown.supply).toBe(
      'Supply on chain950,000,000 VIBIE✓ Verified on-chain, read 1 min ago. View the mint on the explorer',
    );
    expect(shown.burned).toBe(
      'Burned150,000,000 VIBIE (15%)The supply has fallen by 50,000,000. ✓ Verified on-chain, read 1 min ago. ' +
        'Burn addresses hold 100,000,000. ✓ Verified on-chain, measured 4 min ago.',
    );
    expect(screen.getByRole('link', { name: 'View the mint on the explorer' }).getAttribute('href')).toBe(
      MINT_URL,
    );
  });

  it('shows no supply and no burned amount while the chain cannot be read, never a made-up one', () => {
    const shown = renderBurns({ status: 'unavailable' }, { status: 'unknown' });
    expect(shown.initial).toContain('1,000,000,000 VIBIE');
    expect(shown.supply).toBe('Supply on chain—Not verified right now: the chain could not be read');
    expect(shown.burned).toBe(
      'Burned—Not known yet: the supply and the burn addresses are read from the chain first',
    );
  });

  it('says "Checking on-chain…" while the first read is on its way', () => {
    expect(renderBurns({ status: 'loading' }, { status: 'loading' }).supply).toBe(
      'Supply on chain—Checking on-chain…',
    );
  });

  it('keeps old figures with their age, flagged as possibly out of date', () => {
    const shown = renderBurns(token(90), distribution(240));
    expect(shown.supply).toContain('⚠ Last verified on-chain, read 1 h ago: may be out of date.');
    expect(shown.burned).toContain(
      'Burn addresses hold 100,000,000. ⚠ Last verified on-chain, measured 4 h ago',
    );
  });
});
