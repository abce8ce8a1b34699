import type { RoadmapItem } from '@contract';

/** behaviour §9: completed milestones per page. */
export const COMPLETED_PER_PAGE = 3;

export type DisplayStatus = 'in_progress' | 'planned' | 'completed';

/** behaviour §4: done/completed, "in progress"/in_progress, planned; anything else looks planned. */
export function displayStatus(raw: unknown): DisplayStatus {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === 'done' || value === 'completed') return 'completed';
  if (value === 'in progress' || value === 'in_progress') return 'in_progress';
  return 'planned';
}

export interface RoadmapGroups {
  inProgress: RoadmapItem[];
  planned: RoadmapItem[];
  done: RoadmapItem[];
}

/** Sorts by order ascending (missing order counts as 0) and groups by display status. */
export function groupRoadmap(items: readonly RoadmapItem[]): RoadmapGroups {
  const sorted = [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    inProgress: sorted.filter((i) => displayStatus(i.status) === 'in_progress'),
    planned: sorted.filter((i) => displayStatus(i.status) === 'planned'),
    done: sorted.filter((i) => displayStatus(i.status) === 'completed'),
  };
}

/** The items of one page of completed milestones (0-based page). */
export function pageOf<T>(items: readonly T[], page: number, perPage = COMPLETED_PER_PAGE): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

/** How many pages `count` items make. */
export function pageCount(count: number, perPage = COMPLETED_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}
