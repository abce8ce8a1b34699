import type { CollectionName, EntryByCollection } from '@contract';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useChangeKey } from '../../api/use-change-key';
import type { CollectionState } from '../../api/use-collection';
import { ConfirmDialog } from '../confirm-dialog';
import { HistoryDialog } from '../history/history-dialog';
import { keepFocus } from '../keep-focus';
import { useNotify } from '../notifications/notifications';

/** Every text a collection tab shows: headings, buttons, states, toasts and the confirmation. */
export interface CollectionTexts<E> {
  title: string;
  /** Id of the heading that labels the tab. */
  titleId: string;
  addLabel: string;
  loading: string;
  empty: string;
  created: string;
  updated: string;
  deleted: string;
  saveFailed: (error: unknown) => string;
  deleteFailed: (error: unknown) => string;
  deleteTitle: string;
  deleteMessage: (entry: E) => string;
  /** The entry's name in its history's heading. */
  titleOf: (entry: E) => string;
}

/** What the tab's form gets: the entry it edits (none: create), how to save and how to close. */
export interface FormSlot<E, B> {
  entry: E | undefined;
  onSave: (body: B) => Promise<void>;
  onClose: () => void;
}

/** What the tab's list gets: the entries to show and the two actions on each. */
export interface ListSlot<E> {
  items: readonly E[];
  onEdit: (entry: E) => void;
  onDelete: (entry: E) => void;
  onHistory: (entry: E) => void;
}

/** Props of a collection tab; the collection, its texts, its list and its form. */
export interface CollectionManagerProps<C extends CollectionName, B extends object> {
  name: C;
  collection: CollectionState<C>;
  texts: CollectionTexts<EntryByCollection[C]>;
  /** The entries shown; default: all of them, in the collection's order. */
  items?: readonly EntryByCollection[C][];
  /** Between the heading and the list (the roadmap's sub-tabs). */
  beforeList?: ReactNode;
  /** Wraps the list and its loading or empty state (the roadmap's tab panel). */
  wrapList?: (content: ReactNode) => ReactNode;
  /** Key of a create form: a new key starts a blank form (the roadmap keys it by sub-tab). */
  createKey?: string;
  renderList: (slot: ListSlot<EntryByCollection[C]>) => ReactNode;
  renderForm: (slot: FormSlot<EntryByCollection[C], B>) => ReactNode;
}

type Editing<E> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; entry: E };

/**
 * behaviour §2.4's admin tab for one collection: the heading and add button, the list with its
 * loading and empty states, the create/edit form, the delete confirmation, the toasts, and a
 * refetch after every write (behaviour §7).
 */
export function CollectionManager<C extends CollectionName, B extends object>({
  name,
  collection,
  texts,
  items = collection.items,
  beforeList,
  wrapList = (content) => content,
  createKey = 'new',
  renderList,
  renderForm,
}: CollectionManagerProps<C, B>) {
  type Entry = EntryByCollection[C];
  const api = useApi();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing<Entry>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [viewing, setViewing] = useState<Entry | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const changeKey = useChangeKey();

  const closeForm = () => {
    changeKey.done();
    setEditing({ mode: 'closed' });
  };

  const save = async (body: B) => {
    const target = editing.mode === 'edit' ? editing.entry.id : null;
    // The same unsaved change keeps its key: a Save pressed again after a failure is one write.
    const write = { idempotencyKey: changeKey.keyFor(['save', name, target, body]) };
    try {
      if (target !== null) await api.update(name, target, body, write);
      else await api.create(name, body, write);
    } catch (error) {
      notify('error', texts.saveFailed(error));
      throw error;
    }
    notify('success', target !== null ? texts.updated : texts.created);
    closeForm();
    await collection.reload();
  };

  const deleteKey = useChangeKey();
  const cancelDelete = () => {
    deleteKey.done();
    setDeleting(null);
  };

  const confirmDelete = async (entry: Entry) => {
    setBusy(true);
    try {
      await api.remove(name, entry.id, { idempotencyKey: deleteKey.keyFor(['delete', name, entry.id]) });
      deleteKey.done();
      notify('success', texts.deleted);
    } catch (error) {
      notify('error', texts.deleteFailed(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    await collection.reload();
    keepFocus(addButton.current);
  };

  return (
    <section className="adm-tab" aria-labelledby={texts.titleId}>
      <div className="adm-tab__head">
        <h2 id={texts.titleId}>{texts.title}</h2>
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          {texts.addLabel}
        </button>
      </div>
      {beforeList}
      {wrapList(
        collection.status === 'loading' && collection.items.length === 0 ? (
          <p role="status">{texts.loading}</p>
        ) : items.length === 0 ? (
          <p className="adm-empty">{texts.empty}</p>
        ) : (
          renderList({
            items,
            onEdit: (entry) => setEditing({ mode: 'edit', entry }),
            onDelete: setDeleting,
            onHistory: setViewing,
          })
        ),
      )}
      {editing.mode !== 'closed' ? (
        // A key of its own: opening another entry (or sub-tab) starts a fresh form.
        <Fragment key={editing.mode === 'edit' ? editing.entry.id : createKey}>
          {renderForm({
            entry: editing.mode === 'edit' ? editing.entry : undefined,
            onSave: save,
            onClose: closeForm,
          })}
        </Fragment>
      ) : null}
      {viewing ? (
        <HistoryDialog
          kind={name}
          entryId={viewing.id}
          title={texts.titleOf(viewing)}
          onClose={() => setViewing(null)}
          onReverted={collection.reload}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={texts.deleteTitle}
          message={texts.deleteMessage(deleting)}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={cancelDelete}
        />
      ) : null}
    </section>
  );
}
