import type { TokenFacts } from '@contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenomicsFact } from '../../../config/site-schema';
import type { ChainRead } from '../../../lib/chain-read';
import { setCatalog } from '../../../lib/i18n/i18n';
import russian from '../../../locales/ru.json';
import { TokenomicsSection } from './tokenomics-section';

const MINT = 'So11111111111111111111111111111111111111112';
const HOLDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const FACTS: TokenomicsFact[] = [
  { label: 'Total supply', value: '1,000,000,000 VIBIE', verify: 'supply' },
  { label: 'Mint authority', value: 'Revoked', verify: 'mintAuthorityRevoked' },
  { label: 'Freeze authority', value: 'Revoked', verify: 'freezeAuthorityRevoked' },
  { label: 'Liquidity', value: 'Burned' },
];
const read = (data: Partial<TokenFacts> = {}): ChainRead<TokenFacts> => ({
  status: 'ready',
  data: {
    mint: MINT,
    supply: '1000000000000000',
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
    tokenProgram: 'spl-token',
    readAt: new Date(Date.now() - 120_000).toISOString(),
    ...data,
  },
});

function show(chain: ChainRead<TokenFacts>) {
  render(
    <TokenomicsSection
      ticker="VIBIE"
      facts={FACTS}
      note="A note."
      mintAddress={MINT}
      totalSupply="1,000,000,000"
      explorerUrl="https://explorer.example/token/"
      chain={chain}
    />,
  );
}

/** The card of one claim, by its label. */
const card = (label: string) => screen.getByText(label).closest('.fact') as HTMLElement;

describe('TokenomicsSection', () => {
  it('marks each checked claim verified on-chain, with its age and a link to the mint', () => {
    show(read());
    for (const label of ['Total supply', 'Mint authority', 'Freeze authority']) {
      expect(within(card(label)).getByText('✓ Verified on-chain')).toBeTruthy();
      expect(card(label).textContent).toContain(
        '✓ Verified on-chain, read 2 min ago. View the mint on the explorer',
      );
      expect(
        within(card(label)).getByRole('link', { name: 'View the mint on the explorer' }).getAttribute('href'),
      ).toBe(`https://explorer.example/token/${MINT}`);
    }
    expect(within(card('Liquidity')).getByText('Statement, not checked on-chain')).toBeTruthy();
    expect(within(card('Liquidity')).queryByText(/Verified/)).toBeNull();
  });

  it('never ticks a claim read from one provider only, and says so beside each checked claim', () => {
    show(read({ oneProvider: true, mintAuthority: HOLDER }));
    for (const label of ['Total supply', 'Freeze authority']) {
      expect(within(card(label)).queryByText(/Verified/)).toBeNull();
      expect(card(label).textContent).toContain(
        '⚠ Read from one provider only: not yet confirmed by a second. View the mint on the explorer',
      );
    }
    const mint = card('Mint authority');
    expect(within(mint).getByText('⚠ The chain disagrees:')).toBeTruthy();
    expect(within(mint).getByTestId('one-provider').textContent).toBe(
      '⚠ Read from one provider only: not yet confirmed by a second.',
    );
    expect(within(card('Liquidity')).queryByTestId('one-provider')).toBeNull();
  });

  it('warns, never ticks, when the chain disagrees with the configuration', () => {
    show(read({ mintAuthority: HOLDER, supply: '2000000000000000' }));
    const mint = card('Mint authority');
    expect(within(mint).queryByText('✓ Verified on-chain')).toBeNull();
    expect(within(mint).getByText('⚠ The chain disagrees:')).toBeTruthy();
    expect(mint.textContent).toContain(`the mint authority is held by ${HOLDER}`);
    expect(card('Total supply').textContent).toContain('the supply is 2,000,000,000');
    expect(within(card('Freeze authority')).getByText('✓ Verified on-chain')).toBeTruthy();
  });

  it('says plainly that nothing is verified while the chain cannot be read', () => {
    show({ status: 'unavailable' });
    for (const label of ['Total supply', 'Mint authority', 'Freeze authority']) {
      expect(
        within(card(label)).getByText('Not verified right now: the chain could not be read'),
      ).toBeTruthy();
    }
    expect(screen.queryByText(/Verified on-chain/)).toBeNull();
  });

  it('says for how many minutes the chain has not been read when the server says so, and nothing while fresh', () => {
    show(read({ notReadForMinutes: 180 }));
    expect(screen.getByTestId('not-read').textContent).toBe(
      '⚠ Not read from the chain for 180 minutes: what is shown may be out of date.',
    );
  });

  it('shows no such notice for a fresh read', () => {
    show(read());
    expect(screen.queryByTestId('not-read')).toBeNull();
  });

  it('says it is checking before the first answer', () => {
    show({ status: 'loading' });
    expect(within(card('Mint authority')).getByText('Checking on-chain…')).toBeTruthy();
  });

  it('does not take a read of another mint as proof', () => {
    show(read({ mint: HOLDER }));
    expect(within(card('Mint authority')).getByText(/^Not verified right now/)).toBeTruthy();
  });
});

describe('TokenomicsSection on a translated page (ADR 28)', () => {
  it('says the checked claims and the fixed values in the page language, and marks the operator’s other text as English', () => {
    setCatalog('ru', russian);
    render(
      <TokenomicsSection
        ticker="VIBIE"
        facts={[...FACTS, { label: 'Buy / sell tax', value: '0%' }]}
        note="A community token."
        mintAddress={MINT}
        totalSupply="1,000,000,000"
        explorerUrl="https://explorer.example/token/"
        chain={read()}
      />,
    );
    const terms = [...document.querySelectorAll('.fact dt')].map((dt) => [
      dt.textContent,
      dt.getAttribute('lang'),
    ]);
    expect(terms).toEqual([
      ['Общая эмиссия', null],
      ['Право на выпуск', null],
      ['Право на заморозку', null],
      ['Liquidity', 'en'],
      ['Buy / sell tax', 'en'],
    ]);
    const values = [...document.querySelectorAll('.fact dd:not(.fact-check)')].map((dd) => dd.textContent);
    // The operator's figures are written the page's way, as the chain's are (a narrow no-break space in ru).
    expect(values.slice(0, 5).map((value) => value?.replace(/\s/g, ' '))).toEqual([
      '1 000 000 000 VIBIE',
      'Отозвано',
      'Отозвано',
      'Сожжена',
      '0 %',
    ]);
    expect(screen.getByText('A community token.').getAttribute('lang')).toBe('en');
  });
});

describe('TokenomicsSection in a translated locale', () => {
  it('shows the operator\'s translated label and lead, and the English one marked lang="en" where none', () => {
    setCatalog('ru', russian);
    render(
      <TokenomicsSection
        ticker="VIBIE"
        facts={[
          { label: { en: 'Liquidity', ru: 'Ликвидность' }, value: 'Burned' },
          { label: 'Team allocation', value: { en: 'Ten percent', ru: 'Десять процентов' } },
          { label: 'Buy / sell tax', value: '0%' },
        ]}
        note={{ en: 'A note.', ru: 'Заметка.' }}
        mintAddress={MINT}
        totalSupply="1,000,000,000"
        explorerUrl="https://explorer.example/token/"
        chain={read()}
      />,
    );
    expect(screen.getByText('Ликвидность').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Заметка.').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Десять процентов').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Team allocation').getAttribute('lang')).toBe('en');
    expect(screen.getByText(/^0\s%$/).getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Liquidity')).toBeNull();
  });
});
