import type { HolderDistribution, HolderGrowthPoint } from '@contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HolderDistributionCard } from './holder-distribution';
import { HolderGrowthChart } from './holder-growth-chart';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ACCOUNT = 'https://explorer.test/account/';
const TOKEN = 'https://explorer.test/token/';
const MINT = 'Mint1111111111111111111111111111';
const WHALE = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const POOL = 'So11111111111111111111111111111111111111112';

function distribution(minutesAgo: number): HolderDistribution {
  return {
    mint: MINT,
    measuredAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    holders: 1234,
    total: '950000000000000',
    decimals: 6,
    top10: { amount: '400000000000000', share: 0.421052 },
    top50: { amount: '450000000000000', share: 0.473684 },
    largest: [{ address: WHALE, amount: '300000000000000', share: 0.315789 }],
    labelled: [
      {
        address: POOL,
        kind: 'liquidity-pool',
        label: 'Liquidity pool',
        amount: '400000000000000',
        share: 0.421052,
      },
    ],
    bands: [
      { from: 0, to: 1000, count: 1000 },
      { from: 1000, to: 10000, count: 200 },
      { from: 10000000, to: null, count: 3 },
    ],
  };
}

function renderDistribution(value: Parameters<typeof HolderDistributionCard>[0]['distribution']) {
  render(
    <HolderDistributionCard
      distribution={value}
      ticker="VIBIE"
      explorerAccountUrl={ACCOUNT}
      explorerUrl={TOKEN}
      mint={MINT}
    />,
  );
  return screen.getByTestId('holder-distribution');
}

describe('HolderDistributionCard', () => {
  it('shows the top 10 and top 50 shares, labelled addresses apart, sizes, and the age with an explorer link', () => {
    const card = renderDistribution({ status: 'ready', data: distribution(3), now: NOW });
    expect(card.textContent).toContain(
      'The 10 largest holders own 42.11% of the supply, the 50 largest 47.37%',
    );
    expect(within(card).getByRole('link', { name: 'Liquidity pool' }).getAttribute('href')).toBe(
      `${ACCOUNT}${POOL}`,
    );
    expect(within(card).getByRole('link', { name: '9WzD…AWWM' }).getAttribute('href')).toBe(
      `${ACCOUNT}${WHALE}`,
    );
    const bands = within(card).getByTestId('holder-bands').textContent;
    expect(bands).toContain('under 1,0001,000');
    expect(bands).toContain('1,000 to 10,000200');
    expect(bands).toContain('10,000,000 or more3');
    expect(card.textContent).toContain('1,234 holders hold 950,000,000 VIBIE in all.');
    expect(card.textContent).toContain('Measured on-chain 3 min ago.');
    expect(
      within(card).getByRole('link', { name: 'Check the holders on the explorer' }).getAttribute('href'),
    ).toBe(`${TOKEN}${MINT}`);
  });

  it('says "Not counted yet" while the distribution is unknown or loading, with no figure', () => {
    expect(renderDistribution({ status: 'unknown' }).textContent).toBe('Who holds VIBIENot counted yet');
    cleanup();
    expect(renderDistribution({ status: 'loading' }).textContent).toBe('Who holds VIBIENot counted yet');
  });

  it('keeps old figures with their age and says they may be out of date', () => {
    const card = renderDistribution({ status: 'ready', data: distribution(180), now: NOW });
    expect(card.textContent).toContain('42.11%');
    expect(card.textContent).toContain(
      '⚠ Last measured on-chain 3 h ago: newer figures could not be measured, so these may be out of date.',
    );
  });
});

const point = (day: string, count: number, measuredAt = `${day}T23:55:00.000Z`): HolderGrowthPoint => ({
  day,
  count,
  measuredAt,
});

describe('HolderGrowthChart', () => {
  it('draws the days as an SVG whose text alternative states the first and last values and the gaps', () => {
    const points = [
      point('2026-11-18', 100),
      point('2026-11-19', 110),
      point('2026-11-21', 130),
      point('2026-11-22', 150),
      point('2026-11-23', 160, new Date(NOW - 5 * 60_000).toISOString()),
    ];
    render(<HolderGrowthChart growth={{ status: 'ready', data: points, now: NOW }} today="2026-11-23" />);
    const text =
      'The number of holders went from 100 on 18 Nov 2026 to 160 on 23 Nov 2026; 1 day was not measured.';
    expect(screen.getByTestId('holder-growth-text').textContent).toBe(text);
    const chart = screen.getByRole('img', { name: `Holder count over the last 90 days ${text}` });
    // Two runs of consecutive days: the missed day breaks the line rather than bridging it.
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByTestId('holder-growth').textContent).toContain('Measured on-chain 5 min ago.');
  });

  it('shows a single day as a dot and says it is the only one', () => {
    render(
      <HolderGrowthChart
        growth={{ status: 'ready', data: [point('2026-11-23', 7)], now: NOW }}
        today="2026-11-23"
      />,
    );
    expect(screen.getByTestId('holder-growth-text').textContent).toBe(
      '7 holders on 23 Nov 2026, the only day measured so far.',
    );
    expect(screen.getByRole('img').querySelectorAll('circle')).toHaveLength(1);
  });

  it('says "Not counted yet" before the first day, with no chart', () => {
    render(<HolderGrowthChart growth={{ status: 'unknown' }} />);
    expect(screen.getByTestId('holder-growth').textContent).toBe('Holders per dayNot counted yet');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the last points when newer ones could not be read, and says they may be out of date', () => {
    render(
      <HolderGrowthChart
        growth={{ status: 'ready', data: [point('2026-11-20', 5), point('2026-11-21', 6)], now: NOW }}
        today="2026-11-23"
      />,
    );
    expect(screen.getByTestId('holder-growth').textContent).toContain('⚠ Last measured on-chain 1 day ago');
  });
});
