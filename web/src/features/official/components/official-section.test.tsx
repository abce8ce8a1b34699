import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textIn } from '../../../config/localized-text';
import { site as first } from '../../../config/site';
import { belowFoldSite } from '../../../config/site-below-fold';
import { setCatalog } from '../../../lib/i18n/i18n';
import { liveStore } from '../../../lib/live';
import english from '../../../locales/en.json';
import spanish from '../../../locales/es.json';
import indonesian from '../../../locales/id.json';
import japanese from '../../../locales/ja.json';
import vietnamese from '../../../locales/vi.json';
import { stubApi } from '../../../testing/api-answer';
import { officialEntries } from '../lib/official-entries';
import { OfficialSection } from './official-section';

function renderSection() {
  // The section reads the advisories (behaviour §14): none here.
  stubApi([]);
  render(
    <OfficialSection
      tokenName={site.token.name}
      ticker={site.token.ticker}
      accounts={site.official.accounts}
      notUsed={site.official.notUsed}
      mintAddress={site.token.mintAddress}
      donationWallet={site.donationWallet}
      labelled={site.supply.labelled}
      explorerAccountUrl={site.links.explorerAccount}
      entries={officialEntries(site)}
    />,
  );
}

const site = { ...first, ...belowFoldSite };

describe('OfficialSection', () => {
  afterEach(() => liveStore.dispose());

  it('lists every configured account with its platform, handle and full link', () => {
    renderSection();
    const list = screen.getByTestId('official-accounts');
    for (const account of site.official.accounts) {
      expect(list.textContent).toContain(`${account.platform}${account.handle}${account.url}`);
      expect(within(list).getByRole('link', { name: account.url }).getAttribute('href')).toBe(account.url);
    }
  });

  it('isolates each handle and URL, so a right-to-left page keeps their "@" and "/" in place', () => {
    renderSection();
    const isolated = [...screen.getByTestId('official-accounts').querySelectorAll('bdi')].map(
      (b) => b.textContent,
    );
    for (const account of site.official.accounts) {
      expect(isolated).toContain(account.handle);
      expect(isolated).toContain(account.url);
    }
  });

  it('gives the mint and the donation wallet with copy buttons, and every labelled address', () => {
    renderSection();
    const list = screen.getByTestId('official-addresses');
    expect(list.textContent).toContain(site.token.mintAddress);
    expect(list.textContent).toContain(site.donationWallet);
    expect(
      within(list).getByRole('button', { name: `Copy the ${site.token.ticker} mint address` }),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Copy the marketing wallet address' })).toBeTruthy();
    for (const entry of site.supply.labelled) expect(list.textContent).toContain(entry.address);
  });

  it('names the copied address in a whole sentence, not a capitalised name in the middle (Indonesian)', () => {
    setCatalog('id', indonesian);
    renderSection();
    const list = screen.getByTestId('official-addresses');
    expect(within(list).getByRole('button', { name: 'Salin alamat dompet pemasaran' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: `Salin alamat mint ${site.token.ticker}` })).toBeTruthy();
  });

  it('warns in plain words and says the list cannot be changed from the admin panel', () => {
    renderSection();
    const notice = screen.getByTestId('official-notice').textContent;
    expect(notice).toContain('The team never messages you first');
    expect(notice).toContain('recovery phrase');
    expect(notice).toContain('"wallet verification"');
    // The committed configuration's four platforms, as alternatives.
    expect(site.official.notUsed).toEqual(['Discord', 'WhatsApp', 'Facebook', 'Instagram']);
    expect(notice).toContain('We are not on Discord, WhatsApp, Facebook, or Instagram.');
    expect(screen.getByTestId('official-built-in').textContent).toContain(
      'It cannot be changed from the admin panel',
    );
  });

  it('names a labelled address by its kind on a translated page, in its row, its copy button and the checker', () => {
    setCatalog('es', spanish);
    renderSection();
    const list = screen.getByTestId('official-addresses');
    for (const entry of site.supply.labelled) {
      expect(list.textContent).not.toContain(entry.label);
    }
    const kind = spanish['official.kind'].match(/liquidity-pool \{([^}]*)\}/)?.[1] as string;
    expect(within(list).getByRole('button', { name: `Copiar dirección: ${kind}` })).toBeTruthy();
    expect(officialEntries(site).some((entry) => entry.name === kind)).toBe(true);
  });

  // ADR 31: a copy button's label is a whole message, never "Copy" glued to a label ("Copy Team /
  // treasury", "流動性プールをコピー" copied the pool, not its address); its name says which address.
  it.each([
    ['en', english, 'Copy address', 'Copy address: Liquidity pool'],
    ['es', spanish, 'Copiar dirección', 'Copiar dirección: Pool de liquidez'],
    ['vi', vietnamese, 'Sao chép địa chỉ', 'Sao chép địa chỉ: Pool thanh khoản'],
    ['id', indonesian, 'Salin alamat', 'Salin alamat: Pool likuiditas'],
    ['ja', japanese, 'アドレスをコピー', 'アドレスをコピー：流動性プール'],
  ] as const)(
    '%s: a labelled address copies "the address", named by its label',
    (locale, catalog, label, name) => {
      setCatalog(locale, catalog);
      renderSection();
      const list = screen.getByTestId('official-addresses');
      const button = within(list).getByRole('button', { name });
      expect(button.textContent).toBe(label);
      for (const entry of site.supply.labelled) {
        const shown = textIn(entry.label, locale).text;
        const copies = within(list)
          .getAllByRole('button')
          .filter((b) => b.textContent?.includes(shown));
        expect(copies, shown).toEqual([]);
      }
    },
  );
});
