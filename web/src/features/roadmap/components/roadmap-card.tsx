import type { RoadmapItem } from '@contract';
import { formatDay } from '../../../lib/format-date';
import { displayStatus } from '../lib/group-roadmap';

const LABELS = { in_progress: 'In Progress', planned: 'Planned', completed: 'Completed' } as const;

/** One roadmap item with its status badge. */
export function RoadmapCard({ item }: { item: RoadmapItem }) {
  const status = displayStatus(item.status);
  return (
    <article className={`card roadmap-card status-${status}`}>
      <div className="roadmap-card-head">
        <span className={`badge badge-${status}`}>{LABELS[status]}</span>
        {item.timeline && <span className="card-meta">{item.timeline}</span>}
      </div>
      <h4 className="card-title">{item.title}</h4>
      {item.description && <p className="card-text">{item.description}</p>}
      {status === 'completed' && item.completedAt && (
        <p className="card-meta roadmap-completed-at">
          Completed on <time dateTime={item.completedAt}>{formatDay(item.completedAt)}</time>
        </p>
      )}
    </article>
  );
}
