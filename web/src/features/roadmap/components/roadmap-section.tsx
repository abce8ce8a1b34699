import type { RoadmapItem } from '@contract';
import { Carousel } from '../../../components/ui/carousel';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n/i18n';
import { useLiveList } from '../../../lib/use-live-list';
import { groupRoadmap } from '../lib/group-roadmap';
import { CompletedMilestones } from './completed-milestones';
import { RoadmapCard } from './roadmap-card';

export interface RoadmapSectionProps {
  tokenName: string;
  chatUrl: string;
}

function Group({ title, items }: { title: string; items: RoadmapItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="roadmap-group">
      <h3 className="subheading">{title}</h3>
      <Carousel
        items={items}
        label={title}
        getKey={(i) => i.id}
        renderItem={(i) => <RoadmapCard item={i} />}
      />
    </div>
  );
}

/** "<token> Roadmap": a spinner while loading; nothing when the fetch failed or is empty. */
export function RoadmapSection({ tokenName, chatUrl }: RoadmapSectionProps) {
  const { status, items } = useLiveList<RoadmapItem>('roadmap');
  if (status !== 'loading' && items.length === 0) return null;
  const groups = groupRoadmap(items);
  return (
    <section id="roadmap" className="section" aria-labelledby="roadmap-title">
      <h2 id="roadmap-title" className="section-title">
        {t('roadmap.title', { name: tokenName })}
      </h2>
      {status === 'loading' ? (
        <Spinner label={t('roadmap.loading')} />
      ) : (
        <>
          <div className="roadmap-columns">
            <Group title={t('roadmap.inProgress')} items={groups.inProgress} />
            <Group title={t('roadmap.planned')} items={groups.planned} />
          </div>
          {groups.done.length > 0 && (
            <div className="roadmap-group">
              <h3 className="subheading">{t('roadmap.completedMilestones')}</h3>
              <CompletedMilestones items={groups.done} />
            </div>
          )}
          <div className="card closing-card">
            <h3 className="card-title">{t('roadmap.closingTitle')}</h3>
            <p className="card-text">{t('roadmap.closingText')}</p>
            <a className="button button-primary" href={chatUrl} target="_blank" rel="noopener noreferrer">
              {t('roadmap.join')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
