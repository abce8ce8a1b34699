import { type MoveDirection, normaliseRoadmapStatus, type RoadmapItem, type RoadmapStatus } from '@contract';
import { useRef, useState } from 'react';
import { useApi } from '../api/api-context';
import { errorMessage } from '../api/api-error';
import type { CollectionState } from '../api/use-collection';
import { ConfirmDialog } from '../components/confirm-dialog';
import { keepFocus } from '../components/keep-focus';
import { Tabs, tabId } from '../components/tabs';
import { useNotify } from '../notifications/notifications';
import { type RoadmapBody, RoadmapForm } from './roadmap-form';
import { RoadmapList } from './roadmap-list';
import { canReorder, ROADMAP_TABS, statusLabel } from './roadmap-status';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; item: RoadmapItem };

/** SPEC §2.4's Roadmap tab: sub-tabs with counts, the list by order, arrows, form and deletes. */
export function RoadmapTab({ collection }: { collection: CollectionState<'roadmap'> }) {
  const api = useApi();
  const notify = useNotify();
  const [tab, setTab] = useState<RoadmapStatus>('in_progress');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<RoadmapItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const byStatus = (status: RoadmapStatus) =>
    collection.items
      .filter((item) => normaliseRoadmapStatus(item.status) === status)
      .sort((a, b) => a.order - b.order);
  const items = byStatus(tab);

  const save = async (body: RoadmapBody) => {
    try {
      if (editing.mode === 'edit') await api.update('roadmap', editing.item.id, body);
      else await api.create('roadmap', body);
    } catch (error) {
      notify('error', `Operation failed: ${errorMessage(error) ?? 'Unknown error'}`);
      throw error;
    }
    notify(
      'success',
      editing.mode === 'edit' ? 'Roadmap item updated successfully!' : 'Roadmap item created successfully!',
    );
    setEditing({ mode: 'closed' });
    await collection.reload();
  };

  const move = async (item: RoadmapItem, direction: MoveDirection) => {
    setMoving(true);
    try {
      // One request, one transaction on the server (DESIGN decision 5).
      await api.move(item.id, direction);
      notify('success', direction === 'up' ? 'Item moved up!' : 'Item moved down!');
    } catch {
      notify('error', 'Failed to reorder items');
    }
    await collection.reload();
    setMoving(false);
  };

  const confirmDelete = async (item: RoadmapItem) => {
    setBusy(true);
    try {
      await api.remove('roadmap', item.id);
      notify('success', 'Roadmap item deleted successfully!');
    } catch (error) {
      notify('error', `Failed to delete item: ${errorMessage(error) ?? 'Unknown error'}`);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    await collection.reload();
    keepFocus(addButton.current);
  };

  return (
    <section className="adm-tab" aria-labelledby="adm-roadmap-title">
      <div className="adm-tab__head">
        <h2 id="adm-roadmap-title">Roadmap</h2>
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add {statusLabel(tab)} Item
        </button>
      </div>
      <Tabs
        label="Roadmap status"
        idPrefix="adm-roadmap"
        value={tab}
        onChange={setTab}
        options={ROADMAP_TABS.map(({ status, label }) => ({
          value: status,
          label: `${label} (${byStatus(status).length})`,
        }))}
      />
      <div id="adm-roadmap-panel" role="tabpanel" aria-labelledby={tabId('adm-roadmap', tab)}>
        {collection.status === 'loading' && collection.items.length === 0 ? (
          <p role="status">Loading roadmap items...</p>
        ) : items.length === 0 ? (
          <p className="adm-empty">No {statusLabel(tab).toLowerCase()} items yet.</p>
        ) : (
          <RoadmapList
            items={items}
            reorderable={canReorder(tab)}
            moving={moving}
            onMove={(item, direction) => void move(item, direction)}
            onEdit={(item) => setEditing({ mode: 'edit', item })}
            onDelete={setDeleting}
          />
        )}
      </div>
      {editing.mode !== 'closed' ? (
        <RoadmapForm
          key={editing.mode === 'edit' ? editing.item.id : `new-${tab}`}
          item={editing.mode === 'edit' ? editing.item : undefined}
          tab={tab}
          onSave={save}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete roadmap item"
          message={`Are you sure you want to delete "${deleting.title}"? This action cannot be undone.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
