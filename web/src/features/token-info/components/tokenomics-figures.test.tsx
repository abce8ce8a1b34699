import type { TokenFacts } from '@contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TokenomicsFact } from '../../../config/site-schema';
import { setCatalog } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import arabic from '../../../locales/ar.json';
import english from '../../../locales/en.json';
import spanish from '../../../locales/es.json';
import russian from '../../../locales/ru.json';
import turkish from '../../../locales/tr.json';
import { TokenomicsSection } from './tokenomics-section';

// The operator writes figures in English ("1,000,000,000 VIBIE", "0%"); each page writes them its own way,
// as it writes the chain's figures beside them (behaviour §13).
const CATALOGS = { en: english, es: spanish, ru: russian, tr: turkish, ar: arabic } as const;
const FACTS: TokenomicsFact[] = [
  { label: 'Total supply', value: '1,000,000,000 VIBIE', verify: 'supply' },
  { label: { en: 'Buy / sell tax', tr: 'Alım / satım vergisi' }, value: '0%' },
  { label: 'Burn share', value: '2.5%' },
  { label: 'Holders at launch', value: '1234' },
  { label: 'Team allocation', value: { en: 'Two wallets', es: 'Dos billeteras' } },
];
const chain = {
  status: 'ready',
  data: {
    mint: 'So11111111111111111111111111111111111111112',
    supply: '1000000000000000',
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
    tokenProgram: 'spl-token',
    readAt: new Date().toISOString(),
  },
} as const satisfies { status: 'ready'; data: TokenFacts };

/** The values of the facts, as shown, spaces made plain and direction marks dropped. */
function values(locale: keyof typeof CATALOGS): string[] {
  setCatalog(locale as Locale, CATALOGS[locale]);
  const { unmount, container } = render(
    <TokenomicsSection
      ticker="VIBIE"
      facts={FACTS}
      note="A note."
      mintAddress={chain.data.mint}
      totalSupply="1,000,000,000"
      explorerUrl="https://explorer.example/token/"
      chain={chain}
    />,
  );
  const shown = [...container.querySelectorAll('.fact dd:not(.fact-check)')].map((dd) =>
    (dd.textContent ?? '').replace(/\s/g, ' ').replace(/[\u200e\u200f\u061c]/g, ''),
  );
  unmount();
  return shown;
}

describe("the operator's figures in every locale", () => {
  afterEach(() => setCatalog('en', english));

  it.each([
    ['en', ['1,000,000,000 VIBIE', '0%', '2.5%', '1,234', 'Two wallets']],
    ['es', ['1.000.000.000 VIBIE', '0 %', '2,5 %', '1234', 'Dos billeteras']],
    ['ru', ['1 000 000 000 VIBIE', '0 %', '2,5 %', '1 234', 'Two wallets']],
    ['tr', ['1.000.000.000 VIBIE', '%0', '%2,5', '1.234', 'Two wallets']],
    ['ar', ['1,000,000,000 VIBIE', '0%', '2.5%', '1,234', 'Two wallets']],
  ] as const)('%s writes them as its own figures are written', (locale, shown) => {
    expect(values(locale)).toEqual(shown);
  });

  it('marks only an untranslated text as English, never a figure', () => {
    setCatalog('ru', russian);
    render(
      <TokenomicsSection
        ticker="VIBIE"
        facts={FACTS}
        note="A note."
        mintAddress={chain.data.mint}
        totalSupply="1,000,000,000"
        explorerUrl="https://explorer.example/token/"
        chain={chain}
      />,
    );
    expect(screen.getByText('1 000 000 000 VIBIE', { normalizer: (t) => t.replace(/\s/g, ' ') }).lang).toBe(
      '',
    );
    expect(screen.getByText('Two wallets').lang).toBe('en');
  });
});
