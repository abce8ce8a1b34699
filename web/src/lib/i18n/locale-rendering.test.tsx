import type { HolderDistribution, HolderGrowthPoint } from '@contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../components/ui/carousel';
import { GoalCard } from '../../features/donations/components/goal-card';
import { HolderDistributionCard } from '../../features/holders/components/holder-distribution';
import { HolderGrowthChart } from '../../features/holders/components/holder-growth-chart';
import { MeasuredAge } from '../../features/holders/components/measured-age';
import { LedgerTransaction } from '../../features/ledger/components/ledger-transaction';
import { MonthTotals } from '../../features/ledger/components/month-totals';
import { formatChange, formatPrice } from '../../features/price-ticker/lib/format-price';
import { SupplyBurns } from '../../features/supply/components/supply-burns';
import { ClaimStatus } from '../../features/token-info/components/claim-status';
import { HowToBuy } from '../../features/token-info/components/how-to-buy';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import japanese from '../../locales/ja.json';
import korean from '../../locales/ko.json';
import russian from '../../locales/ru.json';
import turkish from '../../locales/tr.json';
import chinese from '../../locales/zh-cn.json';
import { outflow } from '../../testing/ledger-fixtures';
import { formatAge } from '../chain-read';
import { formatAlternatives } from './format';
import { setCatalog } from './i18n';
import { formatIcu } from './icu';
import type { Locale } from './locales';

// ADR 21: the same components in other locales: plural forms, figures and days as each language writes them.
const CATALOGS = {
  en: english,
  es: spanish,
  ja: japanese,
  ru: russian,
  ar: arabic,
  'zh-cn': chinese,
  ko: korean,
  tr: turkish,
} as const;
const use = (locale: keyof typeof CATALOGS) => setCatalog(locale as Locale, CATALOGS[locale]);

/** Text with its spaces made plain and its direction marks (Arabic's figures carry some) dropped. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const NOW = Date.parse('2026-11-30T12:00:00Z');
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(NOW - offset * DAY_MS).toISOString().slice(0, 10);
const point = (offset: number, count: number): HolderGrowthPoint => ({
  day: day(offset),
  count,
  measuredAt: new Date(NOW - 5 * 60_000).toISOString(),
});

/** The growth chart's text for a first and a last day `missed + 1` days apart, only those two measured. */
function growthText(first: number, missed: number): string {
  const { unmount } = render(
    <HolderGrowthChart
      growth={{ status: 'ready', data: [point(missed + 1, first), point(0, 40)], now: NOW }}
      today={day(0)}
    />,
  );
  const text = plain(screen.getByTestId('holder-growth-text').textContent ?? '');
  unmount();
  return text;
}

function distribution(holders: number): HolderDistribution {
  return {
    mint: 'Mint1111',
    measuredAt: new Date(NOW - 60_000).toISOString(),
    holders,
    total: '1234567000000',
    decimals: 6,
    top10: { amount: '1', share: 0.4215 },
    top50: { amount: '1', share: 0.5 },
    largest: [],
    labelled: [],
    bands: [],
  };
}

function totalLine(holders: number): string {
  const { container, unmount } = render(
    <HolderDistributionCard
      distribution={{ status: 'ready', data: distribution(holders), now: NOW }}
      ticker="VIBIE"
      explorerAccountUrl="https://x.test/a/"
      explorerUrl="https://x.test/t/"
      mint="Mint1111"
    />,
  );
  const text = plain([...container.querySelectorAll('p.card-meta')].map((p) => p.textContent)[0] ?? '');
  unmount();
  return text;
}

describe('plural forms', () => {
  it('Russian: one, few, many, and 21 counted as one', () => {
    use('ru');
    expect(growthText(10, 1)).toMatch(/; 1 день остался без измерения\.$/);
    expect(growthText(10, 3)).toMatch(/; 3 дня остались без измерения\.$/);
    expect(growthText(10, 5)).toMatch(/; 5 дней остались без измерения\.$/);
    expect(growthText(10, 21)).toMatch(/; 21 день остался без измерения\.$/);
    expect(growthText(1, 0)).toMatch(/^Число держателей изменилось с 1 \(/);
    expect(totalLine(1)).toBe('1 держатель владеет в сумме 1 234 567 VIBIE.');
    expect(totalLine(4)).toBe('4 держателя владеют в сумме 1 234 567 VIBIE.');
    expect(totalLine(11)).toBe('11 держателей владеют в сумме 1 234 567 VIBIE.');
    expect(totalLine(22)).toBe('22 держателя владеют в сумме 1 234 567 VIBIE.');
  });

  it('Arabic: zero, one, two, few, many and other (Western digits, as the prerender writes them)', () => {
    use('ar');
    expect(growthText(10, 1)).toMatch(/؛ يوم واحد بلا قياس\.$/);
    expect(growthText(10, 2)).toMatch(/؛ يومان بلا قياس\.$/);
    expect(growthText(10, 3)).toMatch(/؛ 3 أيام بلا قياس\.$/);
    expect(growthText(10, 11)).toMatch(/؛ 11 يومًا بلا قياس\.$/);
    expect(totalLine(0)).toMatch(/^لا أحد يحمل /);
    expect(totalLine(1)).toMatch(/^حامل واحد يحمل /);
    expect(totalLine(2)).toMatch(/^حاملان يحملان /);
    expect(totalLine(5)).toMatch(/^5 حاملين يحملون /);
    expect(totalLine(100)).toMatch(/^100 حامل يحملون /);
  });

  it('gives the growth caption a verb and counts its last figure in Korean, Japanese and Chinese', () => {
    use('ko');
    expect(growthText(10, 0)).toMatch(/^보유 지갑 수가 .+ 10개에서 .+ 40개가 되었습니다\.$/);
    use('ja');
    expect(growthText(10, 0)).toMatch(/^ホルダー数は.+の10から.+の40になりました。$/);
    use('zh-cn');
    expect(growthText(10, 0)).toMatch(/^持有者从.+的 10 个变为.+的 40 个。$/);
  });

  it('English keeps its text exactly', () => {
    use('en');
    expect(growthText(10, 1)).toBe(
      'The number of holders went from 10 on 28 Nov 2026 to 40 on 30 Nov 2026; 1 day was not measured.',
    );
    expect(totalLine(1234)).toBe('1,234 holders hold 1,234,567 VIBIE in all.');
  });
});

describe('ages as whole phrases (ADR 31)', () => {
  const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
  /** The "measured on-chain" line of the holder figures, measured `minutes` ago. */
  const measured = (minutes: number) => {
    const { container, unmount } = render(<MeasuredAge measuredAt={ago(minutes)} now={NOW} />);
    const text = plain(container.textContent ?? '');
    unmount();
    return text;
  };

  it('Arabic: minutes and hours ago take their plural forms', () => {
    use('ar');
    expect(measured(1)).toBe('قيس على السلسلة قبل دقيقة.');
    expect(measured(2)).toBe('قيس على السلسلة قبل دقيقتين.');
    expect(measured(3)).toBe('قيس على السلسلة قبل 3 دقائق.');
    expect(measured(11)).toBe('قيس على السلسلة قبل 11 دقيقة.');
    expect(formatAge(ago(120), NOW)).toBe('قبل ساعتين');
    expect(formatAge(ago(5 * 60), NOW)).toBe('قبل 5 ساعات');
    expect(formatAge(ago(0), NOW)).toBe('للتوّ');
  });

  it('Chinese and Japanese: "just now" stands as a phrase, never after a particle', () => {
    use('zh-cn');
    expect(measured(0)).toBe('刚刚链上测量。');
    expect(measured(3)).toBe('3 分钟前链上测量。');
    use('ja');
    expect(measured(0)).toBe('オンチェーンで計測（たった今）。');
    render(
      <ol>
        <LedgerTransaction transaction={outflow('SigNow', 0.1, 0)} names={{}} now={Date.now()} />
      </ol>,
    );
    expect(plain(document.querySelector('.ledger-unexplained')?.textContent ?? '')).toBe(
      '未説明 · 送金：たった今',
    );
  });

  it('Korean and Turkish: the age comes before the verb', () => {
    use('ko');
    expect(measured(3)).toBe('3분 전 온체인 측정.');
    use('tr');
    expect(measured(3)).toBe('3 dk önce zincirde ölçüldü.');
  });

  it('English: a chart of one day says "the last day"', () => {
    use('en');
    expect(formatIcu(english['growth.svgTitle'], { days: 1 }, 'en')).toBe('Holder count over the last day');
    expect(formatIcu(english['growth.svgTitle'], { days: 90 }, 'en')).toBe(
      'Holder count over the last 90 days',
    );
  });
});

describe('punctuation from the messages only (ADR 31)', () => {
  const at = new Date(NOW - 3 * 60_000).toISOString();
  /** The text of the tokenomics claims, the supply and burns and a ledger row, as a page shows them. */
  function chainFacts(): string {
    const { container, unmount } = render(
      <>
        <dl>
          <ClaimStatus check={{ state: 'verified', readAt: at }} mintUrl="https://x.test/t/Mint1111" />
          <ClaimStatus
            check={{ state: 'disagrees', chain: 'Chain says', readAt: at }}
            mintUrl="https://x.test/t/Mint1111"
          />
        </dl>
        <SupplyBurns
          ticker="VIBIE"
          initialSupply="1000000000"
          decimals={6}
          chain={{
            status: 'ready',
            data: {
              mint: 'Mint1111',
              supply: '950000000000000',
              decimals: 6,
              mintAuthority: null,
              freezeAuthority: null,
              tokenProgram: 'spl-token',
              readAt: at,
            },
          }}
          distribution={{ status: 'ready', data: distribution(3), now: NOW }}
          hasBurnAddresses={false}
          mintUrl="https://x.test/t/Mint1111"
          now={NOW}
        />
      </>,
    );
    const text = plain(container.textContent ?? '');
    unmount();
    return text;
  }

  it.each(['zh-cn', 'ja'] as const)(
    '%s: no Latin comma, full stop or bracket touches Chinese or Japanese text',
    (locale) => {
      use(locale);
      const text = chainFacts();
      expect(text).toMatch(/[，（）]/u);
      expect(text).not.toMatch(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}] ?[,.()]|[,.()] ?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
      );
    },
  );

  /** The steps of the purchase walk-through as a page shows them. */
  function howToBuy(): string {
    const { container, unmount } = render(<HowToBuy ticker="VIBIE" mintAddress="Mint1111" />);
    const text = plain(container.textContent ?? '');
    unmount();
    return text;
  }

  it.each(['zh-cn', 'ja'] as const)('%s: no space after a full-width full stop or colon', (locale) => {
    use(locale);
    for (const text of [howToBuy(), chainFacts()]) {
      expect(text).toMatch(/[。：]/u);
      expect(text).not.toMatch(/[。：] /u);
    }
  });

  it('es: a space between the sentences a step puts side by side', () => {
    use('es');
    expect(howToBuy()).toContain(`${spanish['howto.walletTitle']} ${spanish['howto.wallet']}`);
  });

  it('ar: no Latin comma touches Arabic text', () => {
    use('ar');
    const text = chainFacts();
    expect(text).toContain('،');
    expect(text).not.toMatch(/\p{Script=Arabic} ?,|, ?\p{Script=Arabic}/u);
  });
});

describe('numbers and dates per locale', () => {
  const supply = () => {
    const { unmount } = render(
      <SupplyBurns
        ticker="VIBIE"
        initialSupply="1000000000"
        decimals={6}
        chain={{ status: 'loading' }}
        distribution={{ status: 'loading' }}
        hasBurnAddresses={false}
        mintUrl="https://x.test/t/Mint1111"
      />,
    );
    const value = screen.getByTestId('initial-supply').querySelector('dd')?.textContent;
    unmount();
    return value;
  };

  it.each([
    ['en', '1,000,000,000 VIBIE', '$0.00001942', '+1.50% 24h', '-0.25% 24h'],
    ['es', '1.000.000.000 VIBIE', '0,00001942 US$', '+1,50 % 24 h', '-0,25 % 24 h'],
    ['ru', '1 000 000 000 VIBIE', '0,00001942 $', '+1,50 % 24 ч', '-0,25 % 24 ч'],
    ['ja', '1,000,000,000 VIBIE', '$0.00001942', '24時間 +1.50%', '24時間 -0.25%'],
    ['ar', '1,000,000,000 VIBIE', '0.00001942 US$', '+1.50% خلال 24 ساعة', '-0.25% خلال 24 ساعة'],
  ] as const)('%s writes supply, price and change its own way', (locale, tokens, price, up, down) => {
    use(locale);
    expect(plain(supply() ?? '')).toBe(tokens);
    expect(plain(formatPrice(0.00001942))).toBe(price);
    expect(plain(formatChange(1.5))).toBe(up);
    expect(plain(formatChange(-0.25))).toBe(down);
  });

  it.each([
    ['en', '20 Nov 2026'],
    ['es', '20 nov 2026'],
    ['ja', '2026年11月20日'],
    ['ru', '20 нояб. 2026 г.'],
    ['ko', '2026년 11월 20일'],
    ['ar', '20 نوفمبر 2026'],
  ] as const)('%s writes a measured day its own way', (locale, written) => {
    use(locale);
    render(
      <HolderGrowthChart
        growth={{
          status: 'ready',
          data: [{ day: '2026-11-20', count: 7, measuredAt: '2026-11-20T10:00:00Z' }],
          now: NOW,
        }}
        today="2026-11-23"
      />,
    );
    expect(plain(screen.getByTestId('holder-growth-text').textContent ?? '')).toContain(written);
  });

  it.each([
    ['en', 'November 2026', 'in 2.5 · out 0.3', 'Not yet explained · sent 4 days ago'],
    ['es', 'noviembre de 2026', 'entradas 2,5 · salidas 0,3', 'Aún sin explicar · enviado hace 4 días'],
    ['ru', 'ноябрь 2026 г.', 'приход 2,5 · расход 0,3', 'Пока без пояснения · отправлено 4 дня назад'],
    ['ja', '2026年11月', '入金 2.5 · 出金 0.3', '未説明 · 送金：4日前'],
    ['ar', 'نوفمبر 2026', 'وارد 2.5 · صادر 0.3', 'لم يُوضَّح بعد · أُرسل قبل 4 أيام'],
  ] as const)(
    "%s writes the donations ledger's months and waiting outflows its own way",
    (locale, month, totals, waiting) => {
      use(locale);
      const row = { asset: 'SOL', decimals: 9, in: '2500000000', out: '300000000', fees: '0' };
      render(<MonthTotals months={[{ month: '2026-11', assets: [row] }]} names={{}} />);
      render(
        <ol>
          <LedgerTransaction transaction={outflow('SigWaiting', 0.1, 4)} names={{}} now={Date.now()} />
        </ol>,
      );
      expect(plain(document.querySelector('.ledger-month-name')?.textContent ?? '')).toBe(month);
      expect(plain(document.querySelector('.ledger-month-row dd')?.textContent ?? '')).toBe(totals);
      expect(plain(document.querySelector('.ledger-unexplained')?.textContent ?? '')).toBe(waiting);
    },
  );
});

describe('lists of names (ADR 31)', () => {
  it.each([
    ['en', 'Discord, WhatsApp, or Instagram'],
    // A space between a Latin name and a Han or kana joining word, as the glossaries write them.
    ['zh-cn', 'Discord、WhatsApp 或 Instagram'],
    ['ja', 'Discord、WhatsApp、または Instagram'],
    ['ru', 'Discord, WhatsApp или Instagram'],
    ['ar', 'Discord أو WhatsApp أو Instagram'],
  ] as const)('%s separates the platforms the site is not on', (locale, written) => {
    use(locale);
    expect(plain(formatAlternatives(['Discord', 'WhatsApp', 'Instagram']))).toBe(written);
  });
});

describe('what components put between and around messages (ADR 31)', () => {
  const at = '2026-11-20T14:05:00.000Z';

  it.each([
    ['ja', /^2026年11月20日 14:05:00 UTC$/],
    ['ru', /^20 ноября 2026 г\.,? (в )?14:05:00 UTC$/],
    ['es', /^20 de noviembre de 2026,? (a las )?14:05:00 UTC$/],
  ] as const)("gives an age's tooltip the full moment in %s, not the browser's English", (locale, moment) => {
    use(locale);
    render(<MeasuredAge measuredAt={at} now={Date.parse(at) + 60_000} />);
    expect(document.querySelector('time')?.getAttribute('title')).toMatch(moment);
  });

  it.each([
    ['ja', '。リンク'],
    ['zh-cn', '。链接'],
    ['es', '. enlace'],
  ] as const)('puts a link after a full stop the way %s does', (locale, joint) => {
    use(locale);
    const link = <a href="#x">{locale === 'ja' ? 'リンク' : locale === 'zh-cn' ? '链接' : 'enlace'}</a>;
    const { container } = render(<MeasuredAge measuredAt={at} now={Date.parse(at) + 60_000} link={link} />);
    expect(container.textContent).toContain(joint);
  });

  it.each([
    ['zh-cn', '备注：paid the listing'],
    ['ja', 'メモ：paid the listing'],
    ['ru', 'Примечание: paid the listing'],
  ] as const)("writes the ledger's note label the %s way", (locale, note) => {
    use(locale);
    render(
      <ol>
        <LedgerTransaction
          transaction={outflow('SigNote', 0.1, 1, { note: 'paid the listing', link: null })}
          names={{}}
          now={Date.now()}
        />
      </ol>,
    );
    // The note is the administrator's English: the page marks it so, apart from the label and the note.
    const shown = document.querySelector('.ledger-note');
    expect(shown?.querySelector('.in-english')).toBeTruthy();
    shown?.querySelector('.in-english')?.remove();
    expect(plain(shown?.textContent ?? '')).toBe(note);
  });

  it('names a carousel and its slides for screen readers in the page language', () => {
    use('es');
    render(<Carousel items={['a', 'b']} label="Metas" getKey={(x) => x} renderItem={(x) => <p>{x}</p>} />);
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('carrusel');
    expect(screen.getByRole('group').getAttribute('aria-roledescription')).toBe('diapositiva');
  });

  it("gives a goal's deadline and its progress bar's name in the page language", () => {
    use('ja');
    render(
      <GoalCard
        goal={{ id: 'g', title: '上場', description: '', order: 1, deadline: '2026-12-31' }}
        progress={{ kind: 'funded', fundedLamports: 1n, targetLamports: 4n, percent: 25, readAt: at }}
      />,
    );
    expect(screen.getByText('2026年12月31日まで')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('上場：25%');
  });
});
