import type { ControlChange, ControlChangeItem } from '@contract';
import { useEffect, useState } from 'react';
import { site } from '../../../config/site';
import { explorerTransactionUrl } from '../../../lib/ledger-format';
import { shortAddress } from '../../../lib/token-amount';
import { useApi } from '../../api/api-context';
import { formatTime } from '../../components/history/describe';

/** The explorer's page of a transaction, the signature appended (as the public ledger links it). */
const TRANSACTION_URL = explorerTransactionUrl(site.links);

const FIELD_LABELS: Record<string, string> = {
  kind: 'Kind of wallet',
  threshold: 'Threshold (approvals/voters)',
  members: 'Members',
  timeLock: 'Timelock (s)',
  configAuthority: 'Config authority',
  spendingLimits: 'Spending limits',
};

/** Who joined, left or kept a seat with other permissions, shortened: "3 → 3" alone hides a replacement. */
function who(item: ControlChangeItem): string {
  const named = (
    [
      ['joined', item.joined],
      ['left', item.left],
      ['permissions changed', item.changed],
    ] as const
  ).filter(([, addresses]) => addresses && addresses.length > 0);
  if (named.length === 0) return '';
  return ` (${named.map(([what, addresses]) => `${what}: ${(addresses ?? []).map(shortAddress).join(', ')}`).join('; ')})`;
}

/**
 * The changes of the donation wallet's rules the scheduled read noticed in the last 30 days (behaviour
 * §2.8, ADR 33), newest first, read-only from the public changes route: what changed, when, and the
 * transaction that changed them on the explorer, or that none was found. Each one also raised the alarm.
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
            <li key={`${change.at}-${change.signature}`} className="adm-recent__item">
              <span>
                {change.changes
                  .map(
                    (item) =>
                      `${FIELD_LABELS[item.field] ?? item.field}: ${item.before} → ${item.after}${who(item)}`,
                  )
                  .join('; ')}
              </span>
              <span className="adm-meta">
                {formatTime(change.at)} ·{' '}
                {change.signature ? (
                  <a href={`${TRANSACTION_URL}${change.signature}`} target="_blank" rel="noopener noreferrer">
                    Transaction {shortAddress(change.signature)} ↗
                  </a>
                ) : (
                  // None of the multisig's recent transactions changed its rules (ADR 33).
                  'Transaction not found'
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
