import type { LedgerTransaction as Transaction } from '@contract';
import { formatAge } from '../../../lib/chain-read';
import { formatDay } from '../../../lib/format-date';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { type AssetNames, formatMovement } from '../../../lib/ledger-format';

const LABELS = { in: 'ledger.badgeIn', out: 'ledger.badgeOut', both: 'ledger.badgeSwap' } as const;

/** "Not yet explained · sent 4 days ago": an outflow without a note, and how long it has waited. */
function unexplained(transaction: Transaction, now: number): string {
  const since = transaction.unexplainedSince;
  return since ? t('ledger.unexplainedSince', { age: formatAge(since, now) }) : t('ledger.unexplained');
}

/** The administrator's note on an outflow, or "not yet explained" and since when. */
function Explanation({ transaction, now }: { transaction: Transaction; now: number }) {
  if (transaction.direction === 'in') return null;
  const { explanation } = transaction;
  if (!explanation) return <p className="ledger-unexplained">{unexplained(transaction, now)}</p>;
  return (
    <p className="ledger-note">
      <span className="ledger-note-label">{t('ledger.noteLabel')} </span>
      <span dir="auto">{explanation.note}</span>
      {explanation.link && (
        <>
          {' '}
          <a href={explanation.link} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('ledger.proof')}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * One transfer of the donation wallet: when, which way, how much, with whom (a link to the explorer), a
 * link to the transaction itself on the explorer, and why for an outflow.
 */
export function LedgerTransaction({
  transaction,
  names,
  explorerAccountUrl,
  explorerTransactionUrl,
  now,
}: {
  transaction: Transaction;
  names: AssetNames;
  explorerAccountUrl?: string;
  explorerTransactionUrl?: string;
  now: number;
}) {
  const counterparty = transaction.movements.find((m) => m.counterparty)?.counterparty;
  return (
    <li className={`ledger-transaction ledger-${transaction.direction}`}>
      <div className="ledger-transaction-head">
        <span className={`badge ledger-badge-${transaction.direction}`}>
          {t(LABELS[transaction.direction])}
        </span>
        <time className="card-meta" dateTime={transaction.time ?? undefined}>
          {formatDay(transaction.time)}
        </time>
      </div>
      <p className="ledger-amounts">
        {/* Signed amounts and their asset read left to right on a right-to-left page too. */}
        <span dir="ltr">{transaction.movements.map((m) => formatMovement(m, names)).join(', ')}</span>
        {counterparty && (
          <span className="card-meta">
            {' '}
            {tRich(transaction.direction === 'in' ? 'ledger.from' : 'ledger.to', {
              address: explorerAccountUrl ? (
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
              ),
            })}
          </span>
        )}
        {/* Every line can be checked on the explorer: its signature, beside the other side's address. */}
        {explorerTransactionUrl && (
          <span className="card-meta">
            {' · '}
            <a
              className="ledger-signature"
              href={`${explorerTransactionUrl}${transaction.signature}`}
              target="_blank"
              rel="noopener noreferrer"
              title={transaction.signature}
            >
              {t('ledger.transaction')}
            </a>
          </span>
        )}
      </p>
      <Explanation transaction={transaction} now={now} />
    </li>
  );
}
