import type { MoveDirection, RoadmapItem } from '@contract';
import { EntryList } from '../../components/collection/entry-list';

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
  onHistory?: (item: RoadmapItem) => void;
}

/**
 * The items of one status by order, with their arrows. Edge arrows use aria-disabled rather
 * than disabled, so focus stays on an arrow whose item has just reached the edge.
 */
export function RoadmapList({
  items,
  reorderable,
  moving,
  onMove,
  onEdit,
  onDelete,
  onHistory,
}: RoadmapListProps) {
  const arrows = (item: RoadmapItem, index: number) => {
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
      <div className="adm-card__arrows">
        {arrow('up', '↑')}
        {arrow('down', '↓')}
      </div>
    );
  };
  return (
    <EntryList
      items={items}
      ordered
      titleOf={(item) => item.title}
      renderLeading={reorderable ? arrows : undefined}
      renderBody={(item) => (
        <>
          {item.description ? <p>{item.description}</p> : null}
          {item.timeline ? <p className="adm-meta">Timeline: {item.timeline}</p> : null}
        </>
      )}
      onEdit={onEdit}
      onDelete={onDelete}
      onHistory={onHistory}
    />
  );
}
