import type { ControlChange } from '@contract';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { formatTime } from '../../components/history/describe';

const FIELD_LABELS: Record<string, string> = {
  kind: 'Kind of wallet',
  threshold: 'Threshold (approvals/voters)',
  members: 'Members',
  timeLock: 'Timelock (s)',
  configAuthority: 'Config authority',
  spendingLimits: 'Spending limits',
};

/**
 * The changes of the donation wallet's rules the scheduled read noticed in the last 30 days (behaviour
 * §2.8, ADR 33): what changed, when, and the transaction. Each one also raised the alarm.
 */
export function WalletControlChanges() {
  const api = useApi();
  const [changes, setChanges] = useState<ControlChange[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    api.walletControlChanges().then(
      (list) => active && setChanges(list),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <section className="adm-recent" aria-labelledby="adm-control-title">
      <h3 id="adm-control-title">Donation wallet's rules</h3>
      {failed ? (
        <p role="alert">Failed to load the changes of the donation wallet's rules</p>
      ) : !changes ? (
        <p role="status">Loading the changes of the donation wallet's rules...</p>
      ) : changes.length === 0 ? (
        <p className="adm-empty">No change of the donation wallet's rules in the last 30 days.</p>
      ) : (
        <ol className="adm-recent__list">
          {changes.map((change) => (
            <li key={change.at} className="adm-recent__item">
              <span>
                {change.changes
                  .map((item) => `${FIELD_LABELS[item.field] ?? item.field}: ${item.before} → ${item.after}`)
                  .join('; ')}
              </span>
              <span className="adm-meta">
                {formatTime(change.at)}
                {change.signature ? ` · transaction ${change.signature}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
