import type { FaqEntry } from '@contract';
import type { CollectionState } from '../../api/use-collection';
import { CollectionManager, type CollectionTexts } from '../../components/collection/collection-manager';
import { EntryList } from '../../components/collection/entry-list';
import { FaqForm } from './faq-form';

const TEXTS: CollectionTexts<FaqEntry> = {
  title: 'FAQ Management',
  titleId: 'adm-faq-title',
  addLabel: 'Add FAQ',
  loading: 'Loading FAQ items...',
  empty: 'No FAQ items yet.',
  created: 'FAQ item created successfully!',
  updated: 'FAQ item updated successfully!',
  deleted: 'FAQ item deleted successfully!',
  saveFailed: () => 'Operation failed',
  deleteFailed: () => 'Operation failed',
  deleteTitle: 'Delete FAQ item',
  titleOf: (entry) => entry.question,
  deleteMessage: (entry) => `Are you sure you want to delete "${entry.question}"?`,
};

/** Each line of an answer as its own paragraph, as visitors see it. */
function AnswerLines({ answer }: { answer: string }) {
  return answer.split('\n').map((line, index) =>
    line.trim() ? (
      // Lines have no identity of their own; their position is their key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <p key={index}>{line}</p>
    ) : null,
  );
}

/** behaviour §2.4's FAQ tab: the list, "Add FAQ", the modal form and the delete confirmation. */
export function FaqTab({ collection }: { collection: CollectionState<'faq'> }) {
  return (
    <CollectionManager
      name="faq"
      collection={collection}
      texts={TEXTS}
      renderList={(list) => (
        <EntryList
          {...list}
          titleOf={(entry) => entry.question}
          renderBody={(entry) => <AnswerLines answer={entry.answer} />}
        />
      )}
      renderForm={(form) => <FaqForm entry={form.entry} onSave={form.onSave} onClose={form.onClose} />}
    />
  );
}
