import { useEffect, useMemo, useRef, useState } from 'react';
import { InEnglish } from '../../../components/ui/in-english';
import { Section } from '../../../components/ui/section';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { liveContentKey, liveStore } from '../../../lib/live';
import { useInView } from '../../../lib/use-in-view';
import { chartLinksSource, defaultChartLink, type LocalizedChartLink } from '../api/get-chart-links';

/** behaviour §9: the chart frame loads once the section is within 200 px of the viewport. */
export const CHART_LAZY_MARGIN_PX = 200;

export interface ChartSectionProps {
  chain: string;
  pairAddress: string;
  ticker: string;
}

/** Chart tabs, "Open Full View", and a chart frame created only near the viewport. */
export function ChartSection({ chain, pairAddress, ticker }: ChartSectionProps) {
  const fallback = useMemo(() => defaultChartLink(chain, pairAddress), [chain, pairAddress]);
  const [links, setLinks] = useState<LocalizedChartLink[]>([fallback]);
  const [selectedId, setSelectedId] = useState(fallback.id);
  const frameBox = useRef<HTMLDivElement>(null);
  const near = useInView(frameBox, CHART_LAZY_MARGIN_PX);

  // The page's locale is set before the first render and never changes (ADR 21).
  const locale = pageLocale();

  useEffect(() => {
    let first = true;
    const key = liveContentKey('chartLinks', locale);
    return liveStore.subscribe(key, chartLinksSource(fallback, locale), (loaded, error) => {
      // behaviour §8: a failed load is logged and the default chart used; a later failure keeps what shows.
      if (error) {
        if (first) console.error('Failed to load chart links', error);
        if (!first) return;
      }
      first = false;
      setLinks(loaded);
      setSelectedId((id) => (loaded.some((l) => l.id === id) ? id : (loaded[0]?.id ?? id)));
    });
  }, [fallback, locale]);

  const selected = links.find((l) => l.id === selectedId) ?? links[0] ?? fallback;

  return (
    <Section id="chart" title={t('chart.title')} lead={t('chart.lead', { ticker })}>
      <div className="chart-bar">
        <div className="chart-tabs">
          {links.map((link) => (
            <button
              type="button"
              key={link.id}
              className={`chip ${link.id === selected.id ? 'is-active' : ''}`}
              aria-pressed={link.id === selected.id}
              onClick={() => setSelectedId(link.id)}
            >
              <span lang={fieldLang(link, 'name')}>{link.name}</span>
              <InEnglish entry={link} fields={['name']} />
            </button>
          ))}
        </div>
        <a className="button button-small" href={selected.url} target="_blank" rel="noopener noreferrer">
          {t('chart.openFull')}{' '}
          <span className="flip-rtl" aria-hidden="true">
            ↗
          </span>
        </a>
      </div>
      <div className="chart-frame" ref={frameBox} data-testid="chart-frame">
        {near ? (
          <iframe
            key={selected.id}
            src={selected.embedUrl}
            title={t('chart.frameTitle', { name: selected.name, ticker })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <p className="chart-placeholder">{t('chart.placeholder')}</p>
        )}
      </div>
    </Section>
  );
}
