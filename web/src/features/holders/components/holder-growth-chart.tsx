import type { HolderGrowthPoint } from '@contract';
import { useId } from 'react';
import type { Measured } from '../../../lib/chain-read';
import { formatDay } from '../../../lib/format-date';
import { t } from '../../../lib/i18n/i18n';
import { MeasuredAge } from './measured-age';

/** How many days the chart spans, ending today. */
export const CHART_DAYS = 90;
const WIDTH = 300;
const HEIGHT = 100;
const PAD = 6;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The points as runs of consecutive days: a missed day breaks the line instead of bridging it. */
function runs(points: readonly HolderGrowthPoint[]): HolderGrowthPoint[][] {
  const out: HolderGrowthPoint[][] = [];
  let previous = Number.NaN;
  for (const point of points) {
    const day = dayNumber(point.day);
    if (day === previous + 1) out[out.length - 1]?.push(point);
    else out.push([point]);
    previous = day;
  }
  return out;
}

/** What the chart shows, in words: its text alternative. */
export function describeGrowth(points: readonly HolderGrowthPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t('growth.none');
  if (points.length === 1) return t('growth.one', { count: first.count, day: formatDay(first.day) });
  const span = dayNumber(last.day) - dayNumber(first.day) + 1;
  return t('growth.range', {
    first: first.count,
    firstDay: formatDay(first.day),
    last: last.count,
    lastDay: formatDay(last.day),
    missed: span - points.length,
  });
}

/**
 * Holder growth: one point a day over the last 90 days, drawn as a small SVG (no chart library),
 * with a text alternative that states the first and last values.
 */
export function HolderGrowthChart({
  growth,
  today,
}: {
  growth: Measured<HolderGrowthPoint[]>;
  today?: string;
}) {
  const titleId = useId();
  const descId = useId();
  if (growth.status !== 'ready') {
    return (
      <div className="card" data-testid="holder-growth">
        <h3 className="card-title">{t('growth.title')}</h3>
        <p className="figure-unknown">{t('holders.notCounted')}</p>
      </div>
    );
  }
  const points = growth.data;
  const end = dayNumber(today ?? new Date(growth.now).toISOString().slice(0, 10));
  const start = end - (CHART_DAYS - 1);
  const shown = points.filter((p) => dayNumber(p.day) >= start && dayNumber(p.day) <= end);
  const counts = shown.map((p) => p.count);
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const x = (day: string) => PAD + ((dayNumber(day) - start) / (CHART_DAYS - 1)) * (WIDTH - 2 * PAD);
  const y = (count: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - PAD - ((count - low) / (high - low)) * (HEIGHT - 2 * PAD);
  const text = describeGrowth(shown);
  const last = shown[shown.length - 1];
  return (
    <figure className="card" data-testid="holder-growth">
      <h3 className="card-title">{t('growth.title')}</h3>
      <svg
        className="growth-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{t('growth.svgTitle', { days: CHART_DAYS })}</title>
        <desc id={descId}>{text}</desc>
        <line className="axis" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - 1} y2={HEIGHT - 1} />
        {runs(shown).map((run) =>
          run.length === 1 ? (
            <circle
              key={run[0]?.day}
              className="dot"
              cx={x(run[0]?.day ?? '')}
              cy={y(run[0]?.count ?? 0)}
              r={2.5}
            />
          ) : (
            <polyline
              key={run[0]?.day}
              className="line"
              points={run.map((p) => `${x(p.day)},${y(p.count)}`).join(' ')}
            />
          ),
        )}
      </svg>
      <figcaption data-testid="holder-growth-text">{text}</figcaption>
      {last && <MeasuredAge measuredAt={last.measuredAt} now={growth.now} />}
    </figure>
  );
}
