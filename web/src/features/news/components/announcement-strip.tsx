import type { Announcement, Localized } from '@contract';
import { useState } from 'react';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { newsAddress } from '../../../lib/news-address';
import { useLiveList } from '../../../lib/use-live-list';
import { dismissedIds, rememberDismissed } from '../lib/dismissed';

/**
 * behaviour §14: the newest announcement as a slim strip under the header, an advisory as a warning,
 * until the visitor dismisses it (remembered per announcement in localStorage). Shown once the part
 * under the first screen has loaded, and laid over the page, so it neither delays nor moves the first
 * screen.
 */
export default function AnnouncementStrip() {
  const { items } = useLiveList<Localized<Announcement>>('announcements');
  const [dismissed, setDismissed] = useState<string[]>(dismissedIds);
  const latest = items[0];
  if (!latest || dismissed.includes(latest.id)) return null;
  const advisory = latest.kind === 'advisory';
  const dismiss = () => {
    rememberDismissed(latest.id);
    setDismissed((ids) => [...ids, latest.id]);
  };
  return (
    // Not a landmark of its own: it sits in the header's banner, where a complementary one may not.
    <div className={`news-strip${advisory ? ' news-strip--advisory' : ''}`} data-testid="news-strip">
      <p className="news-strip__text">
        {advisory && (
          <span className="news-strip__badge">
            <span aria-hidden="true">⚠ </span>
            {t('news.advisory')}
          </span>
        )}
        <a href={newsAddress(pageLocale(), latest.id)} lang={fieldLang(latest, 'title')} dir="auto">
          {latest.title}
        </a>
      </p>
      <button type="button" className="news-strip__close" aria-label={t('news.dismiss')} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
