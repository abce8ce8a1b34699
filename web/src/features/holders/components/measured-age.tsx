import { formatAge, isStale } from '../../../lib/chain-read';

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
      {stale ? '⚠ Last measured on-chain ' : 'Measured on-chain '}
      <time dateTime={measuredAt} title={new Date(measuredAt).toUTCString()}>
        {formatAge(measuredAt, now)}
      </time>
      {stale && ': newer figures could not be measured, so these may be out of date'}.{link && <> {link}</>}
    </p>
  );
}
