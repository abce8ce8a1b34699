import { formatAge, isStale } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { sentenceGap } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';

/** "Measured on-chain 3 min ago", flagged when old: the figures stay, with the time they are from. */
export function MeasuredAge({
  measuredAt,
  now,
  link,
}: {
  measuredAt: string;
  now: number;
  link?: React.ReactNode;
}) {
  const stale = isStale(measuredAt, now);
  return (
    <p className="figure-age">
      {tRich(stale ? 'holders.measuredStale' : 'holders.measured', {
        age: (
          <time dateTime={measuredAt} title={formatInstant(measuredAt)}>
            {formatAge(measuredAt, now)}
          </time>
        ),
      })}
      {link && (
        <>
          {sentenceGap()}
          {link}
        </>
      )}
    </p>
  );
}
