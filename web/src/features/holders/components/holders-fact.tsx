import { formatAge } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { formatNumber, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { useHolderCount } from '../hooks/use-holder-count';

/**
 * The holder count as one of the tokenomics facts: counted on-chain by the server, with its age.
 * Not a configured claim, so there is nothing to verify; while unknown it says so (never a number
 * the chain did not give).
 */
export function HoldersFact() {
  const holders = useHolderCount();
  return (
    <div className="fact card" data-testid="holders-fact">
      <dt>{t('holders.label')}</dt>
      <dd>{holders ? formatNumber(holders.count) : '—'}</dd>
      {holders ? (
        <dd className="fact-check">
          {tRich('holders.counted', {
            age: (
              <time dateTime={holders.measuredAt} title={formatInstant(holders.measuredAt)}>
                {formatAge(holders.measuredAt, holders.now)}
              </time>
            ),
          })}
        </dd>
      ) : (
        <dd className="fact-check fact-unknown">{t('holders.notCounted')}</dd>
      )}
    </div>
  );
}
