import { type ChartLink, CONTENT_LOCALES, LOCALE_NAMES, type TranslatableKind } from '@contract';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { KIND_LABELS } from '../../components/history/describe';
import { OperatorTextGaps } from './operator-text-gaps';
import {
  type LedgerNoteEntry,
  TRANSLATABLE_KINDS,
  type TranslatableLists,
  translationGaps,
} from './translation-gaps';

/** The column heads of the counts: short, so the table fits a phone. */
const KIND_HEADS: Record<TranslatableKind, string> = {
  donations: 'Goals',
  roadmap: 'Roadmap',
  faq: 'FAQ',
  chartLinks: 'Charts',
  announcements: 'News',
  ledgerNotes: 'Notes',
};

/** Pages of outflows the panel reads for their notes: a ledger of years, bounded. */
const NOTE_PAGES = 10;

/** More entries than this are summed up, so the list stays a glance (the counts are complete). */
export const LISTED_GAPS = 50;

/** The lists the panel holds; null while loading. */
export type LoadedLists = {
  [K in Exclude<TranslatableKind, 'chartLinks' | 'ledgerNotes'>]: TranslatableLists[K] | null;
};

/** The notes on the outflows, which the panel loads itself (the ledger tab keeps its own pages). */
function useLedgerNotes(): { notes: readonly LedgerNoteEntry[] | null; failed: boolean } {
  const api = useApi();
  const [notes, setNotes] = useState<readonly LedgerNoteEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    (async () => {
      const found: LedgerNoteEntry[] = [];
      let before: string | undefined;
      for (let page = 0; page < NOTE_PAGES; page++) {
        const answer = await api.ledgerOutflows(before);
        for (const outflow of answer.outflows) {
          const { explanation } = outflow;
          if (explanation) {
            found.push({
              id: outflow.signature,
              note: explanation.note,
              ...(explanation.translations ? { translations: explanation.translations } : {}),
            });
          }
        }
        if (!answer.next) break;
        before = answer.next;
      }
      return found;
    })()
      .then((found) => {
        if (active) setNotes(found);
      })
      .catch(() => {
        if (!active) return;
        setNotes([]);
        setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api]);
  return { notes, failed };
}

/** The chart links, which the panel loads itself (the chart links tab keeps its own list). */
function useChartLinks(): { links: readonly ChartLink[] | null; failed: boolean } {
  const api = useApi();
  const [links, setLinks] = useState<readonly ChartLink[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    api
      .chartLinks()
      .then((answer) => {
        if (!Array.isArray(answer?.links)) throw new Error('No links in the answer');
        if (active) setLinks(answer.links);
      })
      .catch(() => {
        if (!active) return;
        setLinks([]);
        setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api]);
  return { links, failed };
}

/**
 * The dashboard's Translations panel (ADR 28): per locale, how many entries of each kind lack its
 * translation, and the entries that lack one with the locales they lack.
 */
export function TranslationsPanel({ lists }: { lists: LoadedLists }) {
  const charts = useChartLinks();
  const notes = useLedgerNotes();
  const { donations, roadmap, faq, announcements } = lists;
  const loaded =
    donations && roadmap && faq && announcements && charts.links && notes.notes
      ? { donations, roadmap, faq, announcements, chartLinks: charts.links, ledgerNotes: notes.notes }
      : null;

  return (
    <section className="adm-recent" aria-labelledby="adm-translations-title">
      <h3 id="adm-translations-title">Translations</h3>
      {charts.failed ? <p role="alert">Failed to load the chart links: they are not counted.</p> : null}
      {notes.failed ? <p role="alert">Failed to load the ledger's notes: they are not counted.</p> : null}
      {loaded ? <Gaps lists={loaded} /> : <p role="status">Loading translations...</p>}
      <OperatorTextGaps />
    </section>
  );
}

function Gaps({ lists }: { lists: TranslatableLists }) {
  const { byLocale, entries, total } = translationGaps(lists);
  if (total === 0) return <p className="adm-empty">No entries to translate yet.</p>;
  if (entries.length === 0) {
    return (
      <p className="adm-empty">Every entry is translated into all {CONTENT_LOCALES.length} languages.</p>
    );
  }
  const listed = entries.slice(0, LISTED_GAPS);
  return (
    <>
      {/* Scrolls sideways on a narrow phone: a scrollable region must be reachable by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard access to a scrollable region (axe scrollable-region-focusable) */}
      <section className="adm-translations__scroll" aria-label="Counts per language" tabIndex={0}>
        <table className="adm-translations__table">
          <caption className="adm-meta">Entries without a translation, per language</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              {TRANSLATABLE_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {KIND_HEADS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CONTENT_LOCALES.map((locale) => (
              <tr key={locale}>
                <th scope="row">{LOCALE_NAMES[locale]}</th>
                {TRANSLATABLE_KINDS.map((kind) => (
                  <td key={kind} className={byLocale[locale][kind] ? undefined : 'adm-translations__none'}>
                    {byLocale[locale][kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <details className="adm-translations__entries">
        <summary>
          {entries.length === 1 ? '1 entry lacks' : `${entries.length} entries lack`} a translation
        </summary>
        <ul className="adm-recent__list">
          {listed.map((gap) => (
            <li key={`${gap.kind}-${gap.id}`} className="adm-recent__item">
              <span>
                {KIND_LABELS[gap.kind]} “{gap.title}”
              </span>
              <span className="adm-meta">
                {gap.missing.length === CONTENT_LOCALES.length
                  ? 'No translation yet'
                  : `Missing: ${gap.missing.map((locale) => LOCALE_NAMES[locale]).join(', ')}`}
              </span>
            </li>
          ))}
        </ul>
        {entries.length > listed.length ? (
          <p className="adm-meta">And {entries.length - listed.length} more.</p>
        ) : null}
      </details>
    </>
  );
}
