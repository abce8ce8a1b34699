import { formatAge } from '../../../lib/format-age';
import { formatNumber } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { useHolderCount } from '../hooks/use-holder-count';

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
