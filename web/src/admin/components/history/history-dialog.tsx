import type { ContentKind, HistoryRecord } from '@contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import { Modal } from '../modal';
import { useNotify } from '../notifications/notifications';
import { ACTION_LABELS, formatTime, shortValue } from './describe';

/** Props of an entry's history. */
export interface HistoryDialogProps {
  kind: ContentKind;
  entryId: string;
  title: string;
  onClose: () => void;
  /** After a revert: the caller reloads what it shows. */
  onReverted: () => void | Promise<void>;
}

/** One change: what happened, who, when, each changed field from before to after. */
function Change({ record }: { record: HistoryRecord }) {
  return (
    <>
      <p className="adm-history__head">
        <strong>{ACTION_LABELS[record.action] ?? record.action}</strong>{' '}
        <span className="adm-meta">
          {formatTime(record.at)} · {record.byEmail ?? record.byUid}
        </span>
      </p>
      {record.changed.length > 0 && record.action !== 'create' ? (
        <ul className="adm-history__fields">
          {record.changed.map((field) => (
            <li key={field}>
              <span className="adm-history__field">{field}</span>{' '}
              <del>{shortValue(record.before?.[field])}</del> → <ins>{shortValue(record.after?.[field])}</ins>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * An entry's versions, newest first, each with what changed, who and when; "Revert to this
 * version" makes the entry that version again in one request, itself kept in the history.
 */
export function HistoryDialog({ kind, entryId, title, onClose, onReverted }: HistoryDialogProps) {
  const api = useApi();
  const notify = useNotify();
  const titleId = useId();
  const revertKey = useChangeKey();
  const [records, setRecords] = useState<HistoryRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRecords(await api.history(kind, entryId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, kind, entryId]);

  useEffect(() => {
    void load();
  }, [load]);

  const revert = async (record: HistoryRecord) => {
    setBusy(record.id);
    try {
      await api.revert(record.id, { idempotencyKey: revertKey.keyFor(['revert', record.id]) });
      revertKey.done();
      notify('success', 'Reverted to the chosen version');
      await onReverted();
      await load();
    } catch (error) {
      notify('error', `Revert failed: ${errorMessage(error) ?? 'Unknown error'}`);
    } finally {
      setBusy(null);
    }
  };

  // The newest version that still exists is what the entry is now: nothing to revert to.
  const current = records?.find((r) => r.after)?.id;

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="adm-history">
      <div className="adm-modal__head">
        <h2 id={titleId} className="adm-modal__title">
          History of "{title}"
        </h2>
        <button type="button" className="adm-icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {failed ? (
        <p role="alert">Failed to load the history</p>
      ) : records === null ? (
        <p role="status">Loading history...</p>
      ) : records.length === 0 ? (
        <p className="adm-empty">No changes recorded yet.</p>
      ) : (
        <ol className="adm-history__list" aria-label="Versions, newest first">
          {records.map((record) => (
            <li key={record.id} className="adm-history__item">
              <Change record={record} />
              {record.after && record.id !== current ? (
                <button
                  type="button"
                  className="adm-button"
                  disabled={busy !== null}
                  onClick={() => void revert(record)}
                >
                  {busy === record.id ? 'Reverting...' : 'Revert to this version'}
                </button>
              ) : record.id === current ? (
                <p className="adm-meta">Current version</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <div className="adm-actions">
        <button type="button" className="adm-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
