import type { MoveDirection, RoadmapItem } from '@contract';
import { EntryMeta } from '../components/entry-meta';

/** Props of one sub-tab's list. */
export interface RoadmapListProps {
  items: readonly RoadmapItem[];
  /** Shows the up and down arrows (In Progress and Planned only). */
  reorderable: boolean;
  /** True while a move is in flight: one move at a time. */
  moving: boolean;
  onMove: (item: RoadmapItem, direction: MoveDirection) => void;
  onEdit: (item: RoadmapItem) => void;
  onDelete: (item: RoadmapItem) => void;
}

/**
 * The items of one status by order, with their arrows. Edge arrows use aria-disabled rather
 * than disabled, so focus stays on an arrow whose item has just reached the edge.
 */
export function RoadmapList({ items, reorderable, moving, onMove, onEdit, onDelete }: RoadmapListProps) {
  return (
    <ol className="adm-list">
      {items.map((item, index) => {
        const blocked = { up: index === 0 || moving, down: index === items.length - 1 || moving };
        const arrow = (direction: MoveDirection, glyph: string) => (
          <button
            type="button"
            className="adm-icon-button"
            aria-label={`Move "${item.title}" ${direction}`}
            aria-disabled={blocked[direction] || undefined}
            onClick={() => {
              if (!blocked[direction]) onMove(item, direction);
            }}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        );
        return (
          <li key={item.id} className="adm-card">
            {reorderable ? (
              <div className="adm-card__arrows">
                {arrow('up', '↑')}
                {arrow('down', '↓')}
              </div>
            ) : null}
            <div className="adm-card__body">
              <h3 className="adm-card__title">{item.title}</h3>
              {item.description ? <p>{item.description}</p> : null}
              {item.timeline ? <p className="adm-meta">Timeline: {item.timeline}</p> : null}
              <EntryMeta order={item.order} updatedBy={item.updatedBy} updatedAt={item.updatedAt} />
            </div>
            <div className="adm-card__actions">
              <button
                type="button"
                className="adm-button"
                aria-label={`Edit "${item.title}"`}
                onClick={() => onEdit(item)}
              >
                Edit
              </button>
              <button
                type="button"
                className="adm-button adm-button--danger"
                aria-label={`Delete "${item.title}"`}
                onClick={() => onDelete(item)}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
