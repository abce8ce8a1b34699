import { formatNumber, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { useHolderCount } from '../hooks/use-holder-count';

/**
 * "just now", "4 min ago", "2 h ago", "3 days ago". The hero's own copy of lib/chain-read's formatAge:
 * importing that one puts it into the first load, 50 bytes gzip over the 75 KB budget (ADR 21).
 */
export function formatAge(measuredAt: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(measuredAt)) / 60_000);
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('age.hours', { n: hours });
  return t('age.days', { n: Math.floor(hours / 24) });
}

/**
 * "N holders", counted on chain (the number inside the message, so a language can attach its counter
 * or put it after the noun: ADR 31), with the age of the count; nothing while there is no count. The
 * slot keeps its height either way, so the count arriving never moves the page.
 */
export function HolderCount() {
  const holders = useHolderCount();
  return (
    <div className="holder-count-slot">
      {holders && (
        <p className="holder-count" data-testid="holder-count">
          {tRich(
            'holders.count',
            { figure: <strong data-testid="holder-count-value">{formatNumber(holders.count)}</strong> },
            { count: holders.count },
          )}{' '}
          <span className="holder-count-age">
            {tRich('holders.countedOnChain', {
              age: <time dateTime={holders.measuredAt}>{formatAge(holders.measuredAt, holders.now)}</time>,
            })}
          </span>
        </p>
      )}
    </div>
  );
}
