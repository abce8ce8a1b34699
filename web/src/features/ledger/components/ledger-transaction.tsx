import type { LedgerTransaction as Transaction } from '@contract';
import { formatDay } from '../../../lib/format-date';
import { type AssetNames, formatMovement, unexplainedText } from '../../../lib/ledger-format';

const LABELS = { in: 'In', out: 'Out', both: 'Swap' } as const;

/** The administrator's note on an outflow, or "not yet explained" and since when. */
function Explanation({ transaction, now }: { transaction: Transaction; now: number }) {
  if (transaction.direction === 'in') return null;
  const { explanation } = transaction;
  if (!explanation) return <p className="ledger-unexplained">{unexplainedText(transaction, now)}</p>;
  return (
    <p className="ledger-note">
      <span className="ledger-note-label">Note: </span>
      {explanation.note}
      {explanation.link && (
        <>
          {' '}
          <a href={explanation.link} target="_blank" rel="noopener noreferrer nofollow ugc">
            Proof ↗
          </a>
        </>
      )}
    </p>
  );
}

/** One transfer of the donation wallet: when, which way, how much, with whom, and why for an outflow. */
export function LedgerTransaction({
  transaction,
  names,
  explorerAccountUrl,
  now,
}: {
  transaction: Transaction;
  names: AssetNames;
  explorerAccountUrl?: string;
  now: number;
}) {
  const counterparty = transaction.movements.find((m) => m.counterparty)?.counterparty;
  return (
    <li className={`ledger-transaction ledger-${transaction.direction}`}>
      <div className="ledger-transaction-head">
        <span className={`badge ledger-badge-${transaction.direction}`}>{LABELS[transaction.direction]}</span>
        <time className="card-meta" dateTime={transaction.time ?? undefined}>
          {formatDay(transaction.time)}
        </time>
      </div>
      <p className="ledger-amounts">
        {transaction.movements.map((m) => formatMovement(m, names)).join(', ')}
        {counterparty && (
          <span className="card-meta">
            {transaction.direction === 'in' ? ' from ' : ' to '}
            {explorerAccountUrl ? (
              <a
                href={`${explorerAccountUrl}${counterparty.address}`}
                target="_blank"
                rel="noopener noreferrer"
                title={counterparty.address}
              >
                {counterparty.short}
              </a>
            ) : (
              counterparty.short
            )}
          </span>
        )}
      </p>
      <Explanation transaction={transaction} now={now} />
    </li>
  );
}
