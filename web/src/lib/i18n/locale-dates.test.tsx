import type { Announcement, HolderGrowthPoint } from '@contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoalCard } from '../../features/donations/components/goal-card';
import { WalletControlFactsPart } from '../../features/donations/components/wallet-control';
import { HolderGrowthChart } from '../../features/holders/components/holder-growth-chart';
import { LedgerTransaction } from '../../features/ledger/components/ledger-transaction';
import { NewsSection } from '../../features/news/components/news-section';
import { LinkChecker } from '../../features/official/components/link-checker';
import { RoadmapCard } from '../../features/roadmap/components/roadmap-card';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import japanese from '../../locales/ja.json';
import korean from '../../locales/ko.json';
import russian from '../../locales/ru.json';
import { stubApi } from '../../testing/api-answer';
import { outflow } from '../../testing/ledger-fixtures';
import { liveStore } from '../live';
import { setCatalog } from './i18n';
import type { Locale } from './locales';

// docs/languages.md, "Dates": one way to write a day per locale, wherever the page shows one, and each
// date passed to its message on its own, so the catalog writes the words around it (ADR 31).
const CATALOGS = { en: english, es: spanish, ja: japanese, ko: korean, ru: russian, ar: arabic } as const;
type Tested = keyof typeof CATALOGS;
const use = (locale: Tested) => setCatalog(locale as Locale, CATALOGS[locale]);
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/\s/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const DAY = '2026-11-20';
const AT = `${DAY}T08:00:00.000Z`;
const ADVISORY: Announcement = {
  id: 'adv1',
  order: 1,
  title: 'That airdrop is not us',
  body: 'We never airdrop.',
  kind: 'advisory',
  publishAt: AT,
  impostors: [{ type: 'domain', value: 'airdrop-claim.example', reason: 'Drains wallets' }],
};

/** The link checker's verdict on an impostor an advisory of DAY names. */
function impostorVerdict(locale: Tested): string {
  const { unmount } = render(<LinkChecker entries={[]} announcements={[ADVISORY]} />);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'airdrop-claim.example' } });
  fireEvent.click(screen.getByRole('button', { name: CATALOGS[locale]['checker.check'] }));
  const text = plain(screen.getByTestId('link-verdict').textContent);
  unmount();
  return text;
}

const point = (day: string, count: number): HolderGrowthPoint => ({
  day,
  count,
  measuredAt: `${day}T10:00:00Z`,
});

/** The growth caption from 12 holders on 2 November to 1,534 on DAY. */
function growthCaption(): string {
  const days = Array.from({ length: 19 }, (_, i) => `2026-11-${String(i + 2).padStart(2, '0')}`);
  const { unmount } = render(
    <HolderGrowthChart
      growth={{
        status: 'ready',
        data: days.map((day, i) => point(day, i === days.length - 1 ? 1534 : 12 + i)),
        now: Date.parse(AT),
      }}
      today={DAY}
    />,
  );
  const text = plain(screen.getByTestId('holder-growth-text').textContent);
  unmount();
  return text;
}

/** A goal's deadline as its card says it. */
function deadline(): string {
  const { container, unmount } = render(
    <GoalCard
      goal={{ id: 'g', title: 'Listing', description: '', order: 1, deadline: '2026-12-31' }}
      progress={{ kind: 'funded', fundedLamports: 1n, targetLamports: 4n, percent: 25, readAt: AT }}
    />,
  );
  const text = plain(container.textContent);
  unmount();
  return text;
}

/** Every place the page writes a day, each given DAY, as its text. */
async function everyDate(locale: Tested): Promise<string[]> {
  stubApi([ADVISORY]);
  const news = render(<NewsSection />);
  await screen.findByText(ADVISORY.title);
  const texts = [plain(news.container.querySelector('.news-item time')?.textContent)];
  news.unmount();
  liveStore.dispose();
  texts.push(impostorVerdict(locale));
  texts.push(growthCaption());
  const rest = render(
    <>
      <RoadmapCard
        item={{ id: 'r', order: 1, title: 'Launch', description: '', status: 'completed', completedAt: AT }}
      />
      <ol>
        <LedgerTransaction
          transaction={{ ...outflow('SigDay', 0.1, 1), time: AT }}
          names={{}}
          now={Date.now()}
        />
      </ol>
      <WalletControlFactsPart
        wallet="9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
        control={{ status: 'ready', data: { wallet: 'W', control: { kind: 'one-key' }, readAt: AT } }}
        changes={{
          status: 'ready',
          data: {
            changes: [
              {
                at: `${DAY}T14:05:00.000Z`,
                signature: null,
                changes: [{ field: 'timeLock', before: '0', after: '3600' }],
              },
            ],
          },
        }}
      />
    </>,
  );
  texts.push(plain(rest.container.querySelector('.roadmap-completed-at')?.textContent));
  texts.push(plain(rest.container.querySelector('.ledger-transaction-head time')?.textContent));
  texts.push(plain(screen.getByTestId('control-changed').querySelector('p')?.textContent));
  rest.unmount();
  return texts;
}

afterEach(() => {
  liveStore.dispose();
  use('en');
});

describe('dates passed apart from the words around them (ADR 31)', () => {
  it('ru: no full stop after a day that ends in "г." in the impostor verdict', () => {
    use('ru');
    const verdict = impostorVerdict('ru');
    expect(verdict).toContain('в нашем предупреждении от 20 нояб. 2026 г. — не подключайте кошелёк');
    expect(verdict).not.toMatch(/г\.\./);
  });

  it('ja: the day takes its particle with no space', () => {
    use('ja');
    expect(impostorVerdict('ja')).toContain('2026年11月20日のセキュリティ情報');
    expect(impostorVerdict('ja')).not.toMatch(/日 の/);
  });

  it('ko: a day is never followed by a count directly in the growth caption', () => {
    use('ko');
    const caption = growthCaption();
    expect(caption).toContain('2026년 11월 2일 기준 12개에서 2026년 11월 20일 기준 1,534개가 되었습니다');
    expect(caption).not.toMatch(/\d\. [\d,]+개/);
  });

  it('es: a deadline takes its article', () => {
    use('es');
    expect(deadline()).toContain('Hasta el 31 dic 2026');
  });
});

describe('one way to write a day per locale, across the page (docs/languages.md)', () => {
  it.each([
    ['en', '20 Nov 2026', /November|Nov \d+,|2026-11-20/],
    ['es', '20 nov 2026', /de noviembre|20\/11/],
    ['ja', '2026年11月20日', /2026\/11\/20/],
    ['ko', '2026년 11월 20일', /2026\. 11\. 20\./],
    ['ar', '20 نوفمبر 2026', /20\/11\/2026/],
  ] as const)('%s writes every day as "%s"', async (locale, written, other) => {
    use(locale);
    const texts = await everyDate(locale);
    expect(texts.filter((text) => !text.includes(written))).toEqual([]);
    expect(texts.filter((text) => other.test(text))).toEqual([]);
  });
});
