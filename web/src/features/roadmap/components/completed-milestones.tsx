import type { RoadmapItem } from '@contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { COMPLETED_PER_PAGE, pageCount, pageOf } from '../lib/group-roadmap';
import { RoadmapCard } from './roadmap-card';

/** Completed milestones, 3 a page; paging only when there are more than 3. */
export function CompletedMilestones({ items }: { items: readonly RoadmapItem[] }) {
  const [page, setPage] = useState(0);
  const pages = pageCount(items.length);
  const current = Math.min(page, pages - 1);
  const shown = pageOf(items, current);
  const paged = items.length > COMPLETED_PER_PAGE;
  return (
    <div className="completed">
      <ul className="completed-list">
        {shown.map((item) => (
          <li key={item.id}>
            <RoadmapCard item={item} />
          </li>
        ))}
      </ul>
      {paged && (
        <div className="completed-paging">
          <p className="completed-count" aria-live="polite">
            {t('roadmap.showing', { shown: shown.length, total: items.length })}
          </p>
          <div className="carousel-dots">
            {Array.from({ length: pages }, (_, i) => (
              <button
                type="button"
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions, not entities.
                key={i}
                className="dot"
                aria-label={t('roadmap.page', { n: i + 1, pages })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setPage(i)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
