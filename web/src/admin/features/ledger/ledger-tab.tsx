import type { AdminLedgerOutflows, LedgerTransaction } from '@contract';
import { useCallback, useEffect, useState } from 'react';
import { formatAge } from '../../../lib/chain-read';
import { unexplainedText } from '../../../lib/ledger-format';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import { HistoryDialog } from '../../components/history/history-dialog';
import { describeOutflow } from '../../components/ledger/describe-outflow';
import { useNotify } from '../../components/notifications/notifications';
import { LedgerNoteForm } from './ledger-note-form';
import { UnreadTransactions } from './unread-transactions';

/**
 * The Ledger tab: every outflow of the donation wallet, its note or none, to explain and edit (ADR 22),
 * then the transactions the node has not returned yet (ADR 30).
 */
export function LedgerTab() {
  const api = useApi();
  const notify = useNotify();
  const [state, setState] = useState<AdminLedgerOutflows | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<LedgerTransaction | null>(null);
  const [viewing, setViewing] = useState<LedgerTransaction | null>(null);
  /** Older pages asked for, and the `next` of the last one. */
  const [older, setOlder] = useState<{ outflows: LedgerTransaction[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const saveKey = useChangeKey();

  const reload = useCallback(async () => {
    try {
      const answer = await api.ledgerOutflows();
      if (!Array.isArray(answer?.outflows)) throw new Error('No outflows in the answer');
      setState(answer);
      setOlder(null);
      setFailed(false);
    } catch {
      setFailed(true);
      notify('error', "Failed to load the donation wallet's outflows");
    }
  }, [api, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const close = () => {
    saveKey.done();
    setEditing(null);
  };

  const save = async (outflow: LedgerTransaction, body: { note: string; link: string | null }) => {
    const write = { idempotencyKey: saveKey.keyFor(['ledger-note', outflow.signature, body]) };
    try {
      await api.saveLedgerNote(outflow.signature, body, write);
    } catch (error) {
      notify('error', `Operation failed: ${errorMessage(error) ?? 'Unknown error'}`);
      throw error;
    }
    notify('success', 'Note saved');
    close();
    await reload();
  };

  const next = older ? older.next : (state?.next ?? null);
  const showMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.ledgerOutflows(next);
      if (!Array.isArray(page?.outflows)) throw new Error('No outflows in the answer');
      setOlder((current) => ({
        outflows: [...(current?.outflows ?? []), ...page.outflows],
        next: page.next,
      }));
    } catch {
      notify('error', "Failed to load the donation wallet's older outflows");
    } finally {
      setLoadingMore(false);
    }
  };

  const outflows = [...(state?.outflows ?? []), ...(older?.outflows ?? [])];
  return (
    <section className="adm-tab" aria-labelledby="adm-ledger-title">
      <div className="adm-tab__head">
        <h2 id="adm-ledger-title">Ledger</h2>
      </div>
      <p className="adm-meta">
        Outflows of the donation wallet, read from the chain. Each note is shown to visitors beside its
        outflow.{' '}
        {state
          ? state.syncedAt
            ? `Ledger brought up to date ${formatAge(state.syncedAt)}.`
            : 'The first import from the chain is still running.'
          : null}
      </p>
      {failed && !state ? (
        <p role="alert">Failed to load the donation wallet's outflows</p>
      ) : !state ? (
        <p role="status">Loading outflows...</p>
      ) : outflows.length === 0 ? (
        <p className="adm-empty">No outflows yet: nothing has left the donation wallet.</p>
      ) : (
        <ul className="adm-list">
          {outflows.map((outflow) => {
            const title = describeOutflow(outflow);
            return (
              <li key={outflow.signature} className="adm-card">
                <div className="adm-card__body">
                  <h3 className="adm-card__title">{title}</h3>
                  {outflow.explanation ? (
                    <>
                      <p>{outflow.explanation.note}</p>
                      {outflow.explanation.link ? (
                        <p className="adm-meta adm-ledger-word">{outflow.explanation.link}</p>
                      ) : null}
                    </>
                  ) : (
                    <p className="adm-ledger-waiting">{unexplainedText(outflow)}</p>
                  )}
                  <p className="adm-meta adm-ledger-word">Signature: {outflow.signature}</p>
                </div>
                <div className="adm-card__actions">
                  <button
                    type="button"
                    className="adm-button"
                    aria-label={`${outflow.explanation ? 'Edit note of' : 'Explain'} "${title}"`}
                    onClick={() => setEditing(outflow)}
                  >
                    {outflow.explanation ? 'Edit note' : 'Explain'}
                  </button>
                  <button
                    type="button"
                    className="adm-button"
                    aria-label={`History of "${title}"`}
                    onClick={() => setViewing(outflow)}
                  >
                    History
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {next ? (
        <button type="button" className="adm-button" disabled={loadingMore} onClick={() => void showMore()}>
          {loadingMore ? 'Loading...' : 'Show older outflows'}
        </button>
      ) : null}
      <UnreadTransactions />
      {editing ? (
        <LedgerNoteForm
          key={editing.signature}
          outflow={editing}
          onSave={(body) => save(editing, body)}
          onClose={close}
        />
      ) : null}
      {viewing ? (
        <HistoryDialog
          kind="ledgerNotes"
          entryId={viewing.signature}
          title={describeOutflow(viewing)}
          onClose={() => setViewing(null)}
          onReverted={reload}
        />
      ) : null}
    </section>
  );
}
