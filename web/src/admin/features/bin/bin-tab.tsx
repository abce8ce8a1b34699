import type { BinEntry, BinnedKind } from '@contract';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import { formatTime, KIND_LABELS } from '../../components/history/describe';
import { useNotify } from '../../components/notifications/notifications';

/** Props of the bin: what to reload once an entry is back. */
export interface BinTabProps {
  onRestored: (kind: BinnedKind) => void | Promise<void>;
}

/** Deleted entries with their deletion time and purge date; Restore puts one back under its id. */
export function BinTab({ onRestored }: BinTabProps) {
  const api = useApi();
  const notify = useNotify();
  const restoreKey = useChangeKey();
  const [entries, setEntries] = useState<BinEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setEntries(await api.bin());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const restore = async (entry: BinEntry) => {
    setBusy(entry.id);
    try {
      await api.restore(entry.id, { idempotencyKey: restoreKey.keyFor(['restore', entry.id]) });
      restoreKey.done();
      notify('success', `Restored "${entry.title}"`);
      await onRestored(entry.kind);
    } catch (error) {
      notify('error', `Restore failed: ${errorMessage(error) ?? 'Unknown error'}`);
    } finally {
      setBusy(null);
    }
    await reload();
  };

  return (
    <section className="adm-tab" aria-labelledby="adm-bin-title">
      <div className="adm-tab__head">
        <h2 id="adm-bin-title">Bin</h2>
      </div>
      <p className="adm-meta">
        Deleted entries wait here until their purge date, then they are removed for good: their content and
        the editor&apos;s e-mail are erased from the history too (who changed them, when and how stay), and
        later backups no longer hold them.
      </p>
      {failed && !entries ? (
        <p role="alert">Failed to load the bin</p>
      ) : !entries ? (
        <p role="status">Loading the bin...</p>
      ) : entries.length === 0 ? (
        <p className="adm-empty">The bin is empty.</p>
      ) : (
        <ul className="adm-list">
          {entries.map((entry) => (
            <li key={entry.id} className="adm-card">
              <div className="adm-card__body">
                <h3 className="adm-card__title">{entry.title || entry.entryId}</h3>
                <p className="adm-meta">
                  {KIND_LABELS[entry.kind]} · deleted {formatTime(entry.deletedAt)}
                  {entry.byEmail ? ` by ${entry.byEmail}` : ''}
                </p>
                <p className="adm-meta">Purged after {formatTime(entry.purgeAfter)}</p>
              </div>
              <div className="adm-card__actions">
                <button
                  type="button"
                  className="adm-button"
                  aria-label={`Restore "${entry.title || entry.entryId}"`}
                  disabled={busy !== null}
                  onClick={() => void restore(entry)}
                >
                  {busy === entry.id ? 'Restoring...' : 'Restore'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
