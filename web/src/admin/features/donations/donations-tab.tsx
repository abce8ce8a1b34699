import type { DonationGoal } from '@contract';
import type { CollectionState } from '../../api/use-collection';
import { CollectionManager, type CollectionTexts } from '../../components/collection/collection-manager';
import { EntryList } from '../../components/collection/entry-list';
import { useNotify } from '../../components/notifications/notifications';
import { DonationForm } from './donation-form';

const TEXTS: CollectionTexts<DonationGoal> = {
  title: 'Donation Goals',
  titleId: 'adm-donations-title',
  addLabel: 'Add Goal',
  loading: 'Loading donation goals...',
  empty: 'No donation goals yet. Add your first one!',
  created: 'Donation goal created successfully!',
  updated: 'Donation goal updated successfully!',
  deleted: 'Donation goal deleted successfully!',
  saveFailed: () => 'Operation failed',
  deleteFailed: () => 'Operation failed',
  deleteTitle: 'Delete donation goal',
  titleOf: (goal) => goal.title,
  deleteMessage: (goal) => `Are you sure you want to delete "${goal.title}"?`,
};

/** The goal's target and whether it is inactive, when the administrator set them. */
function GoalState({ goal }: { goal: DonationGoal }) {
  const parts = [
    typeof goal.targetAmount === 'number' ? `Target: ${goal.targetAmount} SOL` : null,
    goal.active === false ? 'Inactive' : null,
  ].filter(Boolean);
  return parts.length ? <p className="adm-meta">{parts.join(' | ')}</p> : null;
}

/** behaviour §2.4's Donation Goals tab: the list, "Add Goal", the form and the delete confirmation. */
export function DonationsTab({ collection }: { collection: CollectionState<'donations'> }) {
  const notify = useNotify();
  return (
    <CollectionManager
      name="donations"
      collection={collection}
      texts={TEXTS}
      renderList={(list) => (
        <EntryList
          {...list}
          titleOf={(goal) => goal.title}
          renderBody={(goal) => (
            <>
              {goal.description || goal.goal ? <p>{goal.description || goal.goal}</p> : null}
              <GoalState goal={goal} />
            </>
          )}
        />
      )}
      renderForm={(form) => (
        <DonationForm
          goal={form.entry}
          onSave={form.onSave}
          onInvalid={(errors) => {
            // behaviour §5: the goal title rule is reported as a toast.
            if (errors.title) notify('error', errors.title);
          }}
          onClose={form.onClose}
        />
      )}
    />
  );
}
