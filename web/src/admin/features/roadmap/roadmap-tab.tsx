import { type MoveDirection, normaliseRoadmapStatus, type RoadmapItem, type RoadmapStatus } from '@contract';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import type { CollectionState } from '../../api/use-collection';
import { CollectionManager, type CollectionTexts } from '../../components/collection/collection-manager';
import { useNotify } from '../../components/notifications/notifications';
import { Tabs, tabId } from '../../components/tabs';
import { RoadmapForm } from './roadmap-form';
import { RoadmapList } from './roadmap-list';
import { canReorder, ROADMAP_TABS, statusLabel } from './roadmap-status';

const failure = (prefix: string) => (error: unknown) =>
  `${prefix}: ${errorMessage(error) ?? 'Unknown error'}`;

/** The roadmap's texts; the add button and the empty state name the open sub-tab. */
function texts(tab: RoadmapStatus): CollectionTexts<RoadmapItem> {
  return {
    title: 'Roadmap',
    titleId: 'adm-roadmap-title',
    addLabel: `Add ${statusLabel(tab)} Item`,
    loading: 'Loading roadmap items...',
    empty: `No ${statusLabel(tab).toLowerCase()} items yet.`,
    created: 'Roadmap item created successfully!',
    updated: 'Roadmap item updated successfully!',
    deleted: 'Roadmap item deleted successfully!',
    saveFailed: failure('Operation failed'),
    deleteFailed: failure('Failed to delete item'),
    deleteTitle: 'Delete roadmap item',
    titleOf: (item) => item.title,
    deleteMessage: (item) => `Are you sure you want to delete "${item.title}"? This action cannot be undone.`,
  };
}

/** behaviour §2.4's Roadmap tab: sub-tabs with counts, the list by order, arrows, form and deletes. */
export function RoadmapTab({ collection }: { collection: CollectionState<'roadmap'> }) {
  const api = useApi();
  const notify = useNotify();
  const [tab, setTab] = useState<RoadmapStatus>('in_progress');
  const [moving, setMoving] = useState(false);
  const moveKey = useChangeKey();

  const byStatus = (status: RoadmapStatus) =>
    collection.items
      .filter((item) => normaliseRoadmapStatus(item.status) === status)
      .sort((a, b) => a.order - b.order);

  const move = async (item: RoadmapItem, direction: MoveDirection) => {
    setMoving(true);
    try {
      // One request, one transaction on the server (ADR 5).
      // A move retried after a failure keeps its key, so it never moves the item twice.
      await api.move(item.id, direction, { idempotencyKey: moveKey.keyFor(['move', item.id, direction]) });
      moveKey.done();
      notify('success', direction === 'up' ? 'Item moved up!' : 'Item moved down!');
    } catch {
      notify('error', 'Failed to reorder items');
    }
    await collection.reload();
    setMoving(false);
  };

  return (
    <CollectionManager
      name="roadmap"
      collection={collection}
      texts={texts(tab)}
      items={byStatus(tab)}
      createKey={`new-${tab}`}
      beforeList={
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
      }
      wrapList={(content) => (
        <div id="adm-roadmap-panel" role="tabpanel" aria-labelledby={tabId('adm-roadmap', tab)}>
          {content}
        </div>
      )}
      renderList={(list) => (
        <RoadmapList
          {...list}
          reorderable={canReorder(tab)}
          moving={moving}
          onMove={(item, direction) => void move(item, direction)}
        />
      )}
      renderForm={(form) => (
        <RoadmapForm item={form.entry} tab={tab} onSave={form.onSave} onClose={form.onClose} />
      )}
    />
  );
}
