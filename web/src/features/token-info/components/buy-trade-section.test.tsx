import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyTradeSection } from './buy-trade-section';

const links = [{ label: 'Jupiter', url: 'https://jup.ag/', description: 'Swap aggregator on Solana.' }];

describe('BuyTradeSection', () => {
  it('walks through a purchase in four numbered steps, ending with the mint address check', () => {
    render(<BuyTradeSection ticker="VIBIE" mintAddress="MINT123" links={links} />);
    const guide = screen.getByRole('heading', { name: 'How to buy' }).parentElement as HTMLElement;
    const steps = within(guide).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Set up a Solana wallet.',
      'Get some SOL.',
      'Swap SOL for VIBIE.',
      'Check the mint address before you confirm.',
    ]);
    expect(steps[3]?.textContent).toContain('MINT123');
  });

  it('keeps the risk note and says it is not financial advice', () => {
    render(<BuyTradeSection ticker="VIBIE" mintAddress="MINT123" links={links} />);
    expect(screen.getByText(/you can lose everything\. This is not financial advice\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jupiter/ }).getAttribute('href')).toBe('https://jup.ag/');
  });
});
