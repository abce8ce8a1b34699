import type { AdminLedgerUnread } from '@contract';
import { useEffect, useState } from 'react';
import { site } from '../../../config/site';
import { explorerTransactionUrl } from '../../../lib/ledger-format';
import { shortAddress } from '../../../lib/token-amount';
import { useApi } from '../../api/api-context';
import { formatTime } from '../../components/history/describe';

/** The explorer's page of a transaction, the signature appended (as the public ledger links it). */
const TRANSACTION_URL = explorerTransactionUrl(site.links);

/**
 * The donation wallet's transactions the node listed but has not returned (ADR 30): each run of the
 * import asks for them again, and the ledger counts them only once read. Each with its transaction on
 * the explorer, the runs that asked for it and the node's last answer, so the administrator can check
 * it and tell the operator (whose alarm mails after 6 runs).
 */
export function UnreadTransactions() {
  const api = useApi();
  const [answer, setAnswer] = useState<AdminLedgerUnread | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    api
      .ledgerUnread()
      .then((data) => {
        if (!Array.isArray(data?.unread)) throw new Error('No unread transactions in the answer');
        if (active) setAnswer(data);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <section aria-labelledby="adm-unread-title">
      <h3 id="adm-unread-title">Transactions not read yet</h3>
      {failed ? (
        <p role="alert">Failed to load the transactions not read yet</p>
      ) : !answer ? (
        <p role="status">Loading the transactions not read yet...</p>
      ) : answer.unread.length === 0 ? (
        <p className="adm-empty">The node has returned every transaction of the donation wallet.</p>
      ) : (
        <>
          <p className="adm-meta">
            The node listed these but has not returned them. Each run of the import asks again; the ledger
            counts them once they are read.
          </p>
          <ul className="adm-list">
            {answer.unread.map((transaction) => (
              <li key={transaction.signature} className="adm-card">
                <div className="adm-card__body">
                  <p>
                    <a
                      href={`${TRANSACTION_URL}${transaction.signature}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Transaction {shortAddress(transaction.signature)} ↗
                    </a>
                    {transaction.time ? ` · ${formatTime(transaction.time)}` : ''}
                  </p>
                  <p className="adm-meta">
                    Tried in {transaction.runs} {transaction.runs === 1 ? 'run' : 'runs'}
                    {transaction.lastTriedAt ? `, last ${formatTime(transaction.lastTriedAt)}` : ''}
                  </p>
                  <p className="adm-meta adm-ledger-word">Last error: {transaction.lastError}</p>
                </div>
              </li>
            ))}
          </ul>
          {answer.more ? <p className="adm-meta">Only the newest 100 are listed.</p> : null}
        </>
      )}
    </section>
  );
}
