import type { DonationGoal } from '@contract';
import { useRef, useState } from 'react';
import { useApi } from '../api/api-context';
import type { CollectionState } from '../api/use-collection';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EntryMeta } from '../components/entry-meta';
import { keepFocus } from '../components/keep-focus';
import { useNotify } from '../notifications/notifications';
import { DonationForm } from './donation-form';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; goal: DonationGoal };

/** SPEC §2.4's Donation Goals tab: the list, "Add Goal", the form and the delete confirmation. */
export function DonationsTab({ collection }: { collection: CollectionState<'donations'> }) {
  const api = useApi();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<DonationGoal | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const save = async (body: { title: string; description?: string }) => {
    try {
      if (editing.mode === 'edit') await api.update('donations', editing.goal.id, body);
      else await api.create('donations', body);
    } catch (error) {
      notify('error', 'Operation failed');
      throw error;
    }
    notify(
      'success',
      editing.mode === 'edit' ? 'Donation goal updated successfully!' : 'Donation goal created successfully!',
    );
    setEditing({ mode: 'closed' });
    await collection.reload();
  };

  const confirmDelete = async (goal: DonationGoal) => {
    setBusy(true);
    try {
      await api.remove('donations', goal.id);
      notify('success', 'Donation goal deleted successfully!');
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
    <section className="adm-tab" aria-labelledby="adm-donations-title">
      <div className="adm-tab__head">
        <h2 id="adm-donations-title">Donation Goals</h2>
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add Goal
        </button>
      </div>
      {collection.status === 'loading' && collection.items.length === 0 ? (
        <p role="status">Loading donation goals...</p>
      ) : collection.items.length === 0 ? (
        <p className="adm-empty">No donation goals yet. Add your first one!</p>
      ) : (
        <ul className="adm-list">
          {collection.items.map((goal) => (
            <li key={goal.id} className="adm-card">
              <div className="adm-card__body">
                <h3 className="adm-card__title">{goal.title}</h3>
                {goal.description || goal.goal ? <p>{goal.description || goal.goal}</p> : null}
                <EntryMeta order={goal.order} updatedBy={goal.updatedBy} updatedAt={goal.updatedAt} />
              </div>
              <div className="adm-card__actions">
                <button
                  type="button"
                  className="adm-button"
                  aria-label={`Edit "${goal.title}"`}
                  onClick={() => setEditing({ mode: 'edit', goal })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--danger"
                  aria-label={`Delete "${goal.title}"`}
                  onClick={() => setDeleting(goal)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing.mode !== 'closed' ? (
        <DonationForm
          key={editing.mode === 'edit' ? editing.goal.id : 'new'}
          goal={editing.mode === 'edit' ? editing.goal : undefined}
          onSave={save}
          onInvalid={(errors) => {
            // SPEC §5: the goal title rule is reported as a toast.
            if (errors.title) notify('error', errors.title);
          }}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete donation goal"
          message={`Are you sure you want to delete "${deleting.title}"?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
