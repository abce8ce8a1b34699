import { formatAge, isStale } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import type { AssetNames } from '../../../lib/ledger-format';
import { useDonationLedger } from '../hooks/use-donation-ledger';
import { LedgerTransaction } from './ledger-transaction';
import { MonthTotals } from './month-totals';

export interface DonationLedgerProps {
  /** Assets the site names (the token's mint → its ticker). */
  names: AssetNames;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl?: string;
  /** Explorer page of a transaction, the signature appended. */
  explorerTransactionUrl?: string;
}

/** The transfers shown before "n more transactions": the newest, what a donor checks first. */
export const SHOWN_FIRST = 5;

/** How old the ledger is: when it was last brought up to date with the chain (ADR 22). */
function LedgerAge({ syncedAt, now }: { syncedAt: string | null; now: number }) {
  if (!syncedAt) {
    return <p className="figure-age">{t('ledger.firstRead')}</p>;
  }
  const age = (
    <time dateTime={syncedAt} title={formatInstant(syncedAt)}>
      {formatAge(syncedAt, now)}
    </time>
  );
  return (
    <p className="figure-age">
      {tRich(isStale(syncedAt, now) ? 'ledger.syncedAtStale' : 'ledger.syncedAt', { age })}
    </p>
  );
}

/**
 * "Where donations went": the donation wallet's month totals and its transfers, each outflow with
 * the administrator's note or "not yet explained"; older transfers on demand. Its own chunk.
 */
export default function DonationLedger({
  names,
  explorerAccountUrl,
  explorerTransactionUrl,
}: DonationLedgerProps) {
  const { state, transactions, hasMore, loadingMore, moreFailed, showMore } = useDonationLedger();
  if (state.status === 'loading') {
    return (
      <p className="card-meta" role="status">
        {t('ledger.loading')}
      </p>
    );
  }
  if (state.status === 'unavailable') {
    return <p className="card-meta">{t('ledger.unavailable')}</p>;
  }
  const { ledger, now } = state;
  const row = (transaction: (typeof transactions)[number]) => (
    <LedgerTransaction
      key={transaction.signature}
      transaction={transaction}
      names={names}
      explorerAccountUrl={explorerAccountUrl}
      explorerTransactionUrl={explorerTransactionUrl}
      now={now}
    />
  );
  return (
    <>
      <LedgerAge syncedAt={ledger.syncedAt} now={now} />
      <MonthTotals months={ledger.months} names={names} />
      {/* Only SOL, the token and the listed assets are totalled; what strangers send is only counted (ADR 30). */}
      {Number.isSafeInteger(ledger.unlistedArrivals) && ledger.unlistedArrivals > 0 && (
        <p className="card-meta ledger-unlisted">
          {t('ledger.unlisted', { count: ledger.unlistedArrivals })}
        </p>
      )}
      <h4 className="subheading">{t('ledger.latest')}</h4>
      {transactions.length === 0 ? (
        <p className="card-meta">{t('ledger.empty')}</p>
      ) : (
        <>
          <ol className="ledger-list">{transactions.slice(0, SHOWN_FIRST).map(row)}</ol>
          {transactions.length > SHOWN_FIRST && (
            // The rest is folded, not left out: readers and crawlers still find every transfer (ADR 40).
            <details className="fold ledger-rest">
              <summary>{t('ledger.moreLatest', { n: transactions.length - SHOWN_FIRST })}</summary>
              <ol className="ledger-list" start={SHOWN_FIRST + 1}>
                {transactions.slice(SHOWN_FIRST).map(row)}
              </ol>
            </details>
          )}
        </>
      )}
      {moreFailed && (
        <p className="card-meta" role="alert">
          {t('ledger.moreFailed')}
        </p>
      )}
      {hasMore && (
        <button type="button" className="button ledger-more" disabled={loadingMore} onClick={showMore}>
          {loadingMore ? t('ledger.loadingMore') : t('ledger.showMore')}
        </button>
      )}
    </>
  );
}
