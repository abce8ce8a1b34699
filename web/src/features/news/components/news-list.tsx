import type { Announcement, Localized } from '@contract';
import { defangImpostor, type OfficialList } from '@contract/defang';
import { useEffect } from 'react';
import { InEnglish } from '../../../components/ui/in-english';
import { formatDay } from '../../../lib/format-date';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { newsAddress, newsItemId } from '../../../lib/news-address';
import { scrollToSection } from '../../../lib/scroll';
import { bodyLines, LinkedText } from '../lib/linked-text';

// Its own chunk (news-section.tsx imports it lazily): the link finder and its TLD list load only once
// there are announcements to show, never with the page's first load or the part under the first screen.

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

/** A page of announcements, each with its links decided by the link finder (behaviour §14.3). */
export default function NewsList({
  entries,
  official,
  scrollTo,
  onScrolled,
}: {
  entries: readonly Localized<Announcement>[];
  official: OfficialList;
  /** An announcement of `entries` to scroll to once it is in the document (a `#news-<id>` hash). */
  scrollTo: string | null;
  onScrolled: () => void;
}) {
  useEffect(() => {
    if (!scrollTo) return;
    requestAnimationFrame(() => scrollToSection(newsItemId(scrollTo)));
    onScrolled();
  }, [scrollTo, onScrolled]);
  return (
    <div className="news-list">
      {entries.map((entry) => (
        <Item key={entry.id} entry={entry} official={official} />
      ))}
    </div>
  );
}
