import type { FaqEntry } from '@contract';
import { useRef, useState } from 'react';
import { useApi } from '../api/api-context';
import type { CollectionState } from '../api/use-collection';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EntryMeta } from '../components/entry-meta';
import { keepFocus } from '../components/keep-focus';
import { useNotify } from '../notifications/notifications';
import { FaqForm } from './faq-form';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; entry: FaqEntry };

/** SPEC §2.4's FAQ tab: the list, "Add FAQ", the modal form and the delete confirmation. */
export function FaqTab({ collection }: { collection: CollectionState<'faq'> }) {
  const api = useApi();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const save = async (body: { question: string; answer: string }) => {
    try {
      if (editing.mode === 'edit') await api.update('faq', editing.entry.id, body);
      else await api.create('faq', body);
    } catch (error) {
      notify('error', 'Operation failed');
      throw error;
    }
    notify(
      'success',
      editing.mode === 'edit' ? 'FAQ item updated successfully!' : 'FAQ item created successfully!',
    );
    setEditing({ mode: 'closed' });
    await collection.reload();
  };

  const confirmDelete = async (entry: FaqEntry) => {
    setBusy(true);
    try {
      await api.remove('faq', entry.id);
      notify('success', 'FAQ item deleted successfully!');
    } catch {
      notify('error', 'Operation failed');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    await collection.reload();
    keepFocus(addButton.current);
  };

  return (
    <section className="adm-tab" aria-labelledby="adm-faq-title">
      <div className="adm-tab__head">
        <h2 id="adm-faq-title">FAQ Management</h2>
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add FAQ
        </button>
      </div>
      {collection.status === 'loading' && collection.items.length === 0 ? (
        <p role="status">Loading FAQ items...</p>
      ) : collection.items.length === 0 ? (
        <p className="adm-empty">No FAQ items yet.</p>
      ) : (
        <ul className="adm-list">
          {collection.items.map((entry) => (
            <li key={entry.id} className="adm-card">
              <div className="adm-card__body">
                <h3 className="adm-card__title">{entry.question}</h3>
                {entry.answer.split('\n').map((line, index) =>
                  line.trim() ? (
                    // Lines have no identity of their own; their position is their key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    <p key={index}>{line}</p>
                  ) : null,
                )}
                <EntryMeta order={entry.order} updatedBy={entry.updatedBy} updatedAt={entry.updatedAt} />
              </div>
              <div className="adm-card__actions">
                <button
                  type="button"
                  className="adm-button"
                  aria-label={`Edit "${entry.question}"`}
                  onClick={() => setEditing({ mode: 'edit', entry })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--danger"
                  aria-label={`Delete "${entry.question}"`}
                  onClick={() => setDeleting(entry)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing.mode !== 'closed' ? (
        <FaqForm
          key={editing.mode === 'edit' ? editing.entry.id : 'new'}
          entry={editing.mode === 'edit' ? editing.entry : undefined}
          onSave={save}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete FAQ item"
          message={`Are you sure you want to delete "${deleting.question}"?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
