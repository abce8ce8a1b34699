import type { Announcement, Localized } from '@contract';
import { defangImpostor, type OfficialList } from '@contract/defang';
import { useEffect, useState } from 'react';
import { InEnglish } from '../../../components/ui/in-english';
import { Section } from '../../../components/ui/section';
import { formatDay } from '../../../lib/format-date';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { NEWS_SECTION_ID, newsAddress, newsItemId } from '../../../lib/news-address';
import { scrollToSection } from '../../../lib/scroll';
import { useLiveList } from '../../../lib/use-live-list';
import { bodyLines, LinkedText } from '../lib/linked-text';

/** Without a list, nothing is official: every address is defanged. */
const NO_OFFICIAL: OfficialList = { links: [], handles: [] };

/** Announcements a page of the section shows. */
export const NEWS_PAGE_SIZE = 5;

/** The announcement an address's hash names (`#news-<id>`), if any. */
function linkedId(): string | null {
  const match = /^#news-(.+)$/.exec(typeof window === 'undefined' ? '' : window.location.hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function Item({ entry, official }: { entry: Localized<Announcement>; official: OfficialList }) {
  const advisory = entry.kind === 'advisory';
  const locale = pageLocale();
  return (
    <article
      id={newsItemId(entry.id)}
      className={`card news-item${advisory ? ' news-item--advisory' : ''}`}
      data-testid="news-item"
    >
      <p className="news-item__meta">
        {advisory && (
          <span className="news-item__badge">
            <span aria-hidden="true">⚠ </span>
            {t('news.advisory')}
          </span>
        )}
        <time dateTime={entry.publishAt}>{formatDay(entry.publishAt)}</time>
      </p>
      <h3 className="card-title" lang={fieldLang(entry, 'title')} dir="auto">
        {entry.title}
        <InEnglish entry={entry} fields={['title', 'body']} />
      </h3>
      <div className="news-item__body" lang={fieldLang(entry, 'body')} dir="auto">
        {bodyLines(entry.body).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own.
          <p key={i}>
            <LinkedText text={line} official={official} />
          </p>
        ))}
      </div>
      {advisory && entry.impostors?.length ? (
        <div className="news-item__impostors">
          <p className="news-item__not-us">
            {t('news.notUs')}
            <InEnglish entry={{ ...entry, reasons: 'shown' }} fields={['reasons']} />
          </p>
          <ul>
            {entry.impostors.map((impostor) => (
              <li key={`${impostor.type}:${impostor.value}`}>
                <span className="news-item__type">{t('news.impostorType', { type: impostor.type })}</span>{' '}
                <code dir="ltr">{defangImpostor(impostor)}</code>{' '}
                <span dir="auto" lang={fieldLang({ ...entry, reasons: 'shown' }, 'reasons')}>
                  {impostor.reason}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <a className="news-item__permalink" href={newsAddress(locale, entry.id)}>
        {t('news.permalink')}
      </a>
    </article>
  );
}

/**
 * behaviour §14: every published announcement, newest first, a page at a time, its addresses linked
 * only when `official` (the operator configuration's list, behaviour §14.3) holds them; a `#news-<id>` hash set on the
 * open page opens the page of the list that holds it and scrolls to it (on load, such a hash leads to the
 * announcement's own page instead: behaviour §14.2).
 */
export function NewsSection({ official = NO_OFFICIAL }: { official?: OfficialList }) {
  const { status, items } = useLiveList<Localized<Announcement>>('announcements');
  const [page, setPage] = useState(0);
  const [wanted, setWanted] = useState<string | null>(linkedId);
  useEffect(() => {
    const onHash = () => setWanted(linkedId());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    const index = items.findIndex((entry) => entry.id === wanted);
    if (index === -1) return;
    setPage(Math.floor(index / NEWS_PAGE_SIZE));
    setWanted(null);
    // After this render puts it in the document.
    requestAnimationFrame(() => scrollToSection(newsItemId(items[index]?.id ?? '')));
  }, [items, wanted]);
  const pages = Math.max(1, Math.ceil(items.length / NEWS_PAGE_SIZE));
  const shown = items.slice(page * NEWS_PAGE_SIZE, (page + 1) * NEWS_PAGE_SIZE);
  const go = (next: number) => {
    setPage(next);
    scrollToSection(NEWS_SECTION_ID);
  };
  return (
    <Section id={NEWS_SECTION_ID} title={t('news.title')} lead={t('news.lead')}>
      {shown.length > 0 ? (
        <>
          <div className="news-list">
            {shown.map((entry) => (
              <Item key={entry.id} entry={entry} official={official} />
            ))}
          </div>
          {pages > 1 && (
            <nav className="news-pages row" aria-label={t('news.page', { page: page + 1, pages })}>
              <button type="button" className="button" disabled={page === 0} onClick={() => go(page - 1)}>
                {t('news.newer')}
              </button>
              <span aria-current="page">{t('news.page', { page: page + 1, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages - 1}
                onClick={() => go(page + 1)}
              >
                {t('news.older')}
              </button>
            </nav>
          )}
        </>
      ) : (
        <p className="muted">{status === 'loading' ? t('news.loading') : t('news.empty')}</p>
      )}
    </Section>
  );
}
