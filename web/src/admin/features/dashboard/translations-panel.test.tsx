import { type ChartLink, CONTENT_LOCALES, type ContentLocale, type Translations } from '@contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outflow } from '../../../testing/ledger-fixtures';
import { createFakeApi } from '../../testing/fake-api';
import { renderPanel } from '../../testing/render-panel';

/** A translation of `fields` in every locale but `except`. */
function everyLocale<F extends string>(fields: readonly F[], except: readonly ContentLocale[] = []) {
  return Object.fromEntries(
    CONTENT_LOCALES.filter((locale) => !except.includes(locale)).map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, `${field} in ${locale}`])),
    ]),
  );
}

const chart: ChartLink = {
  id: 'c1',
  name: 'DexScreener',
  url: 'https://dexscreener.com/solana/x',
  embedUrl: 'https://dexscreener.com/solana/x?embed=1',
  order: 1,
  active: true,
};

const translatedEverywhere = {
  roadmap: [
    {
      id: 'r1',
      title: 'Website launch',
      status: 'planned' as const,
      order: 1,
      translations: everyLocale(['title']),
    },
  ],
  faq: [
    {
      id: 'f2',
      question: 'Where?',
      answer: 'On Solana.',
      order: 2,
      translations: everyLocale(['question', 'answer']),
    },
  ],
  chartLinks: [{ ...chart, translations: everyLocale(['name']) }],
};

async function openTranslations(seed: Parameters<typeof createFakeApi>[0]) {
  const { api } = createFakeApi(seed);
  await renderPanel(api);
  return screen.findByRole('region', { name: 'Translations' });
}

/** The counts row of `language`: goals, roadmap, FAQ, charts. */
function row(panel: HTMLElement, language: string) {
  const header = within(panel).getByRole('rowheader', { name: language });
  return [...(header.closest('tr')?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

describe('the dashboard’s Translations panel', () => {
  it('counts per language the entries of each kind that lack it, and lists them', async () => {
    const panel = await openTranslations({
      ...translatedEverywhere,
      donations: [
        {
          id: 'g1',
          title: 'CEX listing',
          order: 1,
          // Korean has a description but no title: no Korean goal yet.
          translations: { ...everyLocale(['title'], ['ko', 'ar']), ko: { description: 'Only text' } },
        },
      ],
      faq: [
        ...translatedEverywhere.faq,
        {
          id: 'f1',
          question: 'What is it?',
          answer: 'A token.',
          order: 1,
          translations: everyLocale(['question', 'answer'], ['ja']),
        },
      ],
      chartLinks: [chart],
      announcements: [
        {
          id: 'a1',
          title: 'That airdrop is not us',
          body: 'We never airdrop.',
          kind: 'advisory',
          publishAt: '2026-11-20T08:00:00.000Z',
          order: 1,
          translations: everyLocale(['title', 'body'], ['es']),
        },
        {
          id: 'a2',
          title: 'Fake mint',
          body: 'Not ours.',
          kind: 'advisory',
          publishAt: '2026-11-21T08:00:00.000Z',
          order: 2,
          impostors: [{ type: 'domain', value: 'claim.example', reason: 'Drains wallets' }],
          // Title and body everywhere, the impostors' reasons everywhere but in Turkish.
          translations: {
            ...everyLocale(['title', 'body', 'reasons'], ['tr']),
            tr: { title: 'T', body: 'B' },
          },
        },
      ],
      outflows: [
        outflow('SigNote', 0.3, 9, {
          note: 'Listing fee',
          link: null,
          translations: everyLocale(['note'], ['ar']) as Translations<'note'>,
        }),
        outflow('SigNone', 0.1, 4),
      ],
    });
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Language', 'Goals', 'Roadmap', 'FAQ', 'Charts', 'News', 'Notes']);
    expect(row(panel, 'Spanish')).toEqual(['0', '0', '0', '1', '1', '0']);
    expect(row(panel, 'Korean')).toEqual(['1', '0', '0', '1', '0', '0']);
    expect(row(panel, 'Japanese')).toEqual(['0', '0', '1', '1', '0', '0']);
    // The ledger note and the impostors' reasons are counted as content is.
    expect(row(panel, 'Arabic')).toEqual(['1', '0', '0', '1', '0', '1']);
    expect(row(panel, 'Turkish')).toEqual(['0', '0', '0', '1', '1', '0']);

    const details = panel.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(panel).getByText('6 entries lack a translation')).toBeTruthy();
    const items = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Donation goal “CEX listing”Missing: Korean, Arabic',
      'FAQ item “What is it?”Missing: Japanese',
      'Chart link “DexScreener”No translation yet',
      'Announcement “That airdrop is not us”Missing: Spanish',
      'Announcement “Fake mint”Missing: Turkish',
      'Ledger note “Listing fee”Missing: Arabic',
    ]);
  });

  it('says so when every entry is translated', async () => {
    const panel = await openTranslations({
      ...translatedEverywhere,
      donations: [{ id: 'g1', title: 'CEX listing', order: 1, translations: everyLocale(['title']) }],
    });
    expect(within(panel).getByText('Every entry is translated into all 10 languages.')).toBeTruthy();
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).queryByRole('listitem')).toBeNull();
  });
});
