import type { Announcement, Localized } from '@contract';
import type { OfficialList } from '@contract/defang';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Section } from '../../../components/ui/section';
import { t } from '../../../lib/i18n/i18n';
import { NEWS_SECTION_ID } from '../../../lib/news-address';
import { scrollToSection } from '../../../lib/scroll';
import { useLiveList } from '../../../lib/use-live-list';

// The announcements themselves, with the link finder (about 19 KB gzip with its TLD list), load only
// once there are some to show: the prerendered section has none (they are fetched), so hydration never
// waits for this chunk.
const NewsList = lazy(() => import('./news-list'));

/** Without a list, nothing is official: every address is defanged. */
const NO_OFFICIAL: OfficialList = { links: [], handles: [] };

/** Announcements a page of the section shows. */
export const NEWS_PAGE_SIZE = 5;

/** The announcement an address's hash names (`#news-<id>`), if any. */
function linkedId(): string | null {
  const match = /^#news-(.+)$/.exec(typeof window === 'undefined' ? '' : window.location.hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
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
  const [target, setTarget] = useState<string | null>(null);
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
    // Scrolled to once the list (maybe still loading its chunk) has put it in the document.
    setTarget(items[index]?.id ?? null);
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
          <Suspense fallback={<p className="muted">{t('news.loading')}</p>}>
            <NewsList
              entries={shown}
              official={official}
              scrollTo={target}
              onScrolled={() => setTarget(null)}
            />
          </Suspense>
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
