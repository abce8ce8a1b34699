import type { Localized, RoadmapItem } from '@contract';
import { InEnglish } from '../../../components/ui/in-english';
import { formatDay } from '../../../lib/format-date';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { displayStatus } from '../lib/group-roadmap';

const LABELS = {
  in_progress: 'roadmap.inProgress',
  planned: 'roadmap.planned',
  completed: 'roadmap.completed',
} as const;

/** One roadmap item with its status badge. */
export function RoadmapCard({ item }: { item: Localized<RoadmapItem> }) {
  const status = displayStatus(item.status);
  return (
    <article className={`card roadmap-card status-${status}`}>
      <div className="roadmap-card-head">
        <span className={`badge badge-${status}`}>{t(LABELS[status])}</span>
        <InEnglish entry={item} fields={['title', 'description', 'timeline']} />
        {item.timeline && (
          <span className="card-meta" lang={fieldLang(item, 'timeline')}>
            {item.timeline}
          </span>
        )}
      </div>
      <h4 className="card-title" dir="auto" lang={fieldLang(item, 'title')}>
        {item.title}
      </h4>
      {item.description && (
        <p className="card-text" dir="auto" lang={fieldLang(item, 'description')}>
          {item.description}
        </p>
      )}
      {status === 'completed' && item.completedAt && (
        <p className="card-meta roadmap-completed-at">
          {tRich('roadmap.completedOn', {
            date: <time dateTime={item.completedAt}>{formatDay(item.completedAt)}</time>,
          })}
        </p>
      )}
    </article>
  );
}
