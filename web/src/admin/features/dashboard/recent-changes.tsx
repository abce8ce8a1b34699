import type { HistoryRecord } from '@contract';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ACTION_LABELS, formatTime, KIND_LABELS } from '../../components/history/describe';

/** The last 20 changes of any content: what, who, when. */
export function RecentChanges() {
  const api = useApi();
  const [records, setRecords] = useState<HistoryRecord[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    api.recentChanges().then(
      (list) => active && setRecords(list),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <section className="adm-recent" aria-labelledby="adm-recent-title">
      <h3 id="adm-recent-title">Recent changes</h3>
      {failed ? (
        <p role="alert">Failed to load the recent changes</p>
      ) : !records ? (
        <p role="status">Loading recent changes...</p>
      ) : records.length === 0 ? (
        <p className="adm-empty">No changes recorded yet.</p>
      ) : (
        <ol className="adm-recent__list">
          {records.map((record) => (
            <li key={record.id} className="adm-recent__item">
              <span>
                {KIND_LABELS[record.kind] ?? record.kind} “{record.title || record.entryId}”:{' '}
                {(ACTION_LABELS[record.action] ?? record.action).toLowerCase()}
              </span>
              <span className="adm-meta">
                {record.byEmail ?? record.byUid} · {formatTime(record.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
