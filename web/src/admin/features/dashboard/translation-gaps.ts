import {
  type Announcement,
  type ChartLink,
  CONTENT_LOCALES,
  type ContentLocale,
  type DonationGoal,
  type FaqEntry,
  REQUIRED_TRANSLATED_FIELDS,
  type RoadmapItem,
  type TranslatableKind,
  type Translations,
} from '@contract';

/** The entries of each translatable kind, as the admin lists answer them. */
export interface TranslatableLists {
  donations: readonly DonationGoal[];
  roadmap: readonly RoadmapItem[];
  faq: readonly FaqEntry[];
  chartLinks: readonly ChartLink[];
  announcements: readonly Announcement[];
  /** The notes on the donation wallet's outflows, by the outflow's signature. */
  ledgerNotes: readonly LedgerNoteEntry[];
}

/** A note on an outflow as the panel counts it. */
export interface LedgerNoteEntry {
  id: string;
  note: string;
  translations?: Translations<string>;
}

/** One entry that lacks a translation, with the locales it lacks (in the site's order). */
export interface EntryGap {
  kind: TranslatableKind;
  id: string;
  title: string;
  missing: ContentLocale[];
}

/** Per locale, how many entries of each kind lack it; and the entries that lack any. */
export interface TranslationGaps {
  byLocale: Record<ContentLocale, Record<TranslatableKind, number>>;
  entries: EntryGap[];
  /** Entries counted, of every kind. */
  total: number;
}

export const TRANSLATABLE_KINDS: readonly TranslatableKind[] = [
  'donations',
  'roadmap',
  'faq',
  'chartLinks',
  'announcements',
  'ledgerNotes',
];

/**
 * The locales an entry lacks: those whose translation misses a field every translation must have
 * (a Spanish answer without its question is no Spanish entry: visitors see it in English, ADR 28).
 */
export function missingLocales(
  kind: TranslatableKind,
  translations: Translations<string> | undefined,
  entry?: { impostors?: readonly unknown[] },
): ContentLocale[] {
  // An advisory's impostors are read with their reasons: without them the list stays English.
  const required: readonly string[] = [
    ...REQUIRED_TRANSLATED_FIELDS[kind],
    ...(kind === 'announcements' && (entry?.impostors?.length ?? 0) > 0 ? ['reasons'] : []),
  ];
  return CONTENT_LOCALES.filter((locale) =>
    required.some((field) => !translations?.[locale]?.[field]?.trim()),
  );
}

const titleOf = (entry: { id: string; title?: string; question?: string; name?: string; note?: string }) =>
  entry.title ?? entry.question ?? entry.name ?? entry.note ?? entry.id;

/** What the dashboard's Translations panel shows, from the lists it already has. */
export function translationGaps(lists: TranslatableLists): TranslationGaps {
  const none = () => ({ donations: 0, roadmap: 0, faq: 0, chartLinks: 0, announcements: 0, ledgerNotes: 0 });
  const byLocale = Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, none()])) as Record<
    ContentLocale,
    Record<TranslatableKind, number>
  >;
  const entries: EntryGap[] = [];
  let total = 0;
  for (const kind of TRANSLATABLE_KINDS) {
    for (const entry of lists[kind]) {
      total += 1;
      const missing = missingLocales(kind, entry.translations, entry as { impostors?: readonly unknown[] });
      for (const locale of missing) byLocale[locale][kind] += 1;
      if (missing.length) entries.push({ kind, id: entry.id, title: titleOf(entry), missing });
    }
  }
  return { byLocale, entries, total };
}
