import type { LedgerTransaction } from '@contract';
import { useEffect, useState } from 'react';
import { unexplainedText } from '../../../lib/ledger-format';
import { useApi } from '../../api/api-context';
import { describeOutflow } from './describe-outflow';

/** The dashboard's list of outflows that have no note yet (ADR 22), oldest waiting first. */
export function UnexplainedOutflows() {
  const api = useApi();
  const [waiting, setWaiting] = useState<LedgerTransaction[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    api
      .ledgerOutflows()
      .then((answer) => {
        if (!Array.isArray(answer?.outflows)) throw new Error('No outflows in the answer');
        if (active) setWaiting(answer.outflows.filter((t) => !t.explanation).reverse());
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <section className="adm-recent" aria-labelledby="adm-unexplained-title">
      <h3 id="adm-unexplained-title">Outflows to explain</h3>
      {failed ? (
        <p role="alert">Failed to load the donation wallet's outflows</p>
      ) : !waiting ? (
        <p role="status">Loading outflows...</p>
      ) : waiting.length === 0 ? (
        <p className="adm-empty">Every outflow of the donation wallet has a note.</p>
      ) : (
        <ul className="adm-recent__list">
          {waiting.map((transaction) => (
            <li key={transaction.signature} className="adm-recent__item">
              <span>{describeOutflow(transaction)}</span>
              <span className="adm-meta">{unexplainedText(transaction)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
