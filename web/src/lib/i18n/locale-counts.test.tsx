import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site as first } from '../../config/site';
import { belowFoldSite } from '../../config/site-below-fold';
import { LedgerTransaction } from '../../features/ledger/components/ledger-transaction';
import { OfficialSection } from '../../features/official/components/official-section';
import { officialEntries } from '../../features/official/lib/official-entries';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import japanese from '../../locales/ja.json';
import russian from '../../locales/ru.json';
import turkish from '../../locales/tr.json';
import { stubApi } from '../../testing/api-answer';
import { outflow } from '../../testing/ledger-fixtures';
import { liveStore } from '../live';
import { setCatalog } from './i18n';
import type { Locale } from './locales';

// ADR 31: a message whose words change with a count gets the count, so that one approver or one platform
// is not said in the plural.
const CATALOGS = { en: english, es: spanish, ru: russian, tr: turkish, ar: arabic, ja: japanese } as const;
const use = (locale: keyof typeof CATALOGS) => setCatalog(locale as Locale, CATALOGS[locale]);
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/\s/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
const site = { ...first, ...belowFoldSite };

const ALICE = 'A1iceMember11111111111111111111111111111111';
const BOB = 'BobMember222222222222222222222222222222222222';

/** The approval line of an outflow executed through the multisig, with these approvers. */
function approvalLine(approvers: string[]): string {
  const transaction = {
    ...outflow('SigApproved', 0.2, 3),
    approval: { proposal: 'Proposa1', transactionIndex: '5', approvers, approvedAt: null, executedAt: null },
  };
  const { unmount, container } = render(
    <ol>
      <LedgerTransaction transaction={transaction} names={{}} now={Date.now()} />
    </ol>,
  );
  const line = plain(container.querySelector('.ledger-approval')?.textContent);
  unmount();
  return line;
}

/** The official notice's line about the platforms the team is not on. */
function notOn(notUsed: string[]): string {
  stubApi([]);
  const { unmount } = render(
    <OfficialSection
      tokenName={site.token.name}
      ticker={site.token.ticker}
      accounts={site.official.accounts}
      notUsed={notUsed}
      mintAddress={site.token.mintAddress}
      donationWallet={site.donationWallet}
      labelled={site.supply.labelled}
      explorerAccountUrl={site.links.explorerAccount}
      entries={officialEntries(site)}
    />,
  );
  const line = plain(screen.getByTestId('official-notice').querySelector('li:last-child')?.textContent);
  unmount();
  liveStore.dispose();
  return line;
}

describe('counts passed to the messages that need them', () => {
  afterEach(() => use('en'));

  it.each([
    ['en', 'approver: A1ic…1111', 'approvers: A1ic…1111 and BobM…2222'],
    ['es', 'aprobado por: A1ic…1111', 'aprobado por: A1ic…1111 y BobM…2222'],
    ['ru', 'кто одобрил: A1ic…1111', 'кто одобрил: A1ic…1111 и BobM…2222'],
    ['tr', 'onaylayan: A1ic…1111', 'onaylayanlar: A1ic…1111 ve BobM…2222'],
    ['ar', 'الموافق: A1ic…1111', 'الموافقان: A1ic…1111 وBobM…2222'],
  ] as const)('%s names one approver in the singular', (locale, one, two) => {
    use(locale);
    expect(approvalLine([ALICE])).toContain(one);
    expect(approvalLine([ALICE, BOB])).toContain(two);
  });

  it('tr says "platform" for one platform the team is not on, "platforms" for several', () => {
    use('tr');
    expect(notOn(['Discord'])).toMatch(/^Discord platformunda hesabımız yok\./);
    expect(notOn(['Discord', 'WhatsApp'])).toMatch(/^Discord veya WhatsApp platformlarında hesabımız yok\./);
  });

  it('ja lists the platforms of a negation with "、" alone, never "または" (a choice)', () => {
    use('ja');
    expect(notOn(['Discord', 'WhatsApp', 'Instagram'])).toMatch(
      /^Discord、WhatsApp、Instagram には公式アカウントがありません。/,
    );
    use('en');
    expect(notOn(['Discord', 'WhatsApp', 'Instagram'])).toMatch(
      /^We are not on Discord, WhatsApp, or Instagram\./,
    );
  });
});
