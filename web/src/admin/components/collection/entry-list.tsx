import type { ReactNode } from 'react';
import { EntryMeta } from '../entry-meta';

/** What every stored entry has that the list shows. */
interface ListedEntry {
  id: string;
  order: number;
  updatedBy?: string;
  updatedAt?: string;
}

/** Props of an admin list: the entries, how each one reads, and its actions. */
export interface EntryListProps<E extends ListedEntry> {
  items: readonly E[];
  /** An ordered list (the roadmap, whose order the administrator sets). */
  ordered?: boolean;
  titleOf: (entry: E) => string;
  /** What follows the title, before the "Order | Updated" line. */
  renderBody: (entry: E) => ReactNode;
  /** Before the body (the roadmap's arrows). */
  renderLeading?: (entry: E, index: number) => ReactNode;
  onEdit: (entry: E) => void;
  onDelete: (entry: E) => void;
  /** Opens the entry's history (what changed, who, when; revert). */
  onHistory?: (entry: E) => void;
}

/** The cards of a collection tab: title, body, behaviour §2.4's meta line, Edit and Delete. */
export function EntryList<E extends ListedEntry>({
  items,
  ordered,
  titleOf,
  renderBody,
  renderLeading,
  onEdit,
  onDelete,
  onHistory,
}: EntryListProps<E>) {
  const cards = items.map((entry, index) => (
    <li key={entry.id} className="adm-card">
      {renderLeading?.(entry, index)}
      <div className="adm-card__body">
        <h3 className="adm-card__title">{titleOf(entry)}</h3>
        {renderBody(entry)}
        <EntryMeta order={entry.order} updatedBy={entry.updatedBy} updatedAt={entry.updatedAt} />
      </div>
      <div className="adm-card__actions">
        <button
          type="button"
          className="adm-button"
          aria-label={`Edit "${titleOf(entry)}"`}
          onClick={() => onEdit(entry)}
        >
          Edit
        </button>
        {onHistory ? (
          <button
            type="button"
            className="adm-button"
            aria-label={`History of "${titleOf(entry)}"`}
            onClick={() => onHistory(entry)}
          >
            History
          </button>
        ) : null}
        <button
          type="button"
          className="adm-button adm-button--danger"
          aria-label={`Delete "${titleOf(entry)}"`}
          onClick={() => onDelete(entry)}
        >
          Delete
        </button>
      </div>
    </li>
  ));
  return ordered ? <ol className="adm-list">{cards}</ol> : <ul className="adm-list">{cards}</ul>;
}
