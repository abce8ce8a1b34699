import type { AdminChartLinks, ChartLink } from '@contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import { EntryList } from '../../components/collection/entry-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryDialog } from '../../components/history/history-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { ChartLinkForm } from './chart-link-form';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; link: ChartLink };

/** The chart links tab: list (inactive ones too), add, edit, hide, reorder, delete to the bin. */
export function ChartLinksTab() {
  const api = useApi();
  const notify = useNotify();
  const [state, setState] = useState<AdminChartLinks | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ChartLink | null>(null);
  const [viewing, setViewing] = useState<ChartLink | null>(null);
  const [busy, setBusy] = useState(false);
  const saveKey = useChangeKey();
  const deleteKey = useChangeKey();
  const addButton = useRef<HTMLButtonElement>(null);

  const reload = useCallback(async () => {
    try {
      setState(await api.chartLinks());
      setFailed(false);
    } catch {
      setFailed(true);
      notify('error', 'Failed to load chart links');
    }
  }, [api, notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const closeForm = () => {
    saveKey.done();
    setEditing({ mode: 'closed' });
  };

  const save = async (body: Record<string, unknown>) => {
    const id = editing.mode === 'edit' ? editing.link.id : null;
    const write = { idempotencyKey: saveKey.keyFor(['chart-link', id, body]) };
    try {
      if (id) await api.updateChartLink(id, body, write);
      else await api.createChartLink(body, write);
    } catch (error) {
      notify('error', `Operation failed: ${errorMessage(error) ?? 'Unknown error'}`);
      throw error;
    }
    notify('success', id ? 'Chart link updated successfully!' : 'Chart link created successfully!');
    closeForm();
    await reload();
  };

  const remove = async (link: ChartLink) => {
    setBusy(true);
    try {
      await api.removeChartLink(link.id, { idempotencyKey: deleteKey.keyFor(['delete', link.id]) });
      deleteKey.done();
      notify('success', 'Chart link moved to the bin');
    } catch (error) {
      notify('error', `Failed to delete chart link: ${errorMessage(error) ?? 'Unknown error'}`);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    await reload();
    addButton.current?.focus();
  };

  const links = state?.links ?? [];
  return (
    <section className="adm-tab" aria-labelledby="adm-charts-title">
      <div className="adm-tab__head">
        <h2 id="adm-charts-title">Chart Links</h2>
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--primary"
          disabled={!state}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add Chart Link
        </button>
      </div>
      {state ? (
        <p className="adm-meta">Allowed hosts: {state.allowedHosts.join(', ') || 'none configured'}</p>
      ) : null}
      {failed && !state ? (
        <p role="alert">Failed to load chart links</p>
      ) : !state ? (
        <p role="status">Loading chart links...</p>
      ) : links.length === 0 ? (
        <p className="adm-empty">No chart links yet: the site shows its default chart.</p>
      ) : (
        <EntryList
          items={links}
          ordered
          titleOf={(link) => link.name}
          renderBody={(link) => (
            <>
              {link.description ? <p>{link.description}</p> : null}
              <p className="adm-meta adm-break">{link.url}</p>
              {link.active ? null : <p className="adm-meta">Inactive: hidden on the site</p>}
            </>
          )}
          onEdit={(link) => setEditing({ mode: 'edit', link })}
          onDelete={setDeleting}
          onHistory={setViewing}
        />
      )}
      {editing.mode !== 'closed' && state ? (
        <ChartLinkForm
          key={editing.mode === 'edit' ? editing.link.id : 'new'}
          link={editing.mode === 'edit' ? editing.link : undefined}
          allowedHosts={state.allowedHosts}
          onSave={save}
          onClose={closeForm}
        />
      ) : null}
      {viewing ? (
        <HistoryDialog
          kind="chartLinks"
          entryId={viewing.id}
          title={viewing.name}
          onClose={() => setViewing(null)}
          onReverted={reload}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete chart link"
          message={`Move "${deleting.name}" to the bin? It can be restored from there for a while.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => {
            deleteKey.done();
            setDeleting(null);
          }}
        />
      ) : null}
    </section>
  );
}
