import type { RoadmapStatus } from '@contract';

/** The roadmap sub-tabs, in behaviour §2.4's order. */
export const ROADMAP_TABS: readonly { status: RoadmapStatus; label: string }[] = [
  { status: 'in_progress', label: 'In Progress' },
  { status: 'planned', label: 'Planned' },
  { status: 'completed', label: 'Completed' },
];

/** Label of a status, for the selector and the add button. */
export function statusLabel(status: RoadmapStatus): string {
  return ROADMAP_TABS.find((tab) => tab.status === status)?.label ?? 'Planned';
}

/** behaviour §4: the form's status default. */
export const DEFAULT_FORM_STATUS: RoadmapStatus = 'planned';

/**
 * behaviour §4, "Status on create": the In Progress and Planned tabs force their own status; on the
 * Completed tab the form's value is used.
 */
export function statusOnCreate(tab: RoadmapStatus, formStatus: RoadmapStatus): RoadmapStatus {
  if (tab === 'in_progress') return 'in_progress';
  if (tab === 'planned') return 'planned';
  return formStatus;
}

/** behaviour §4: reordering exists on the In Progress and Planned tabs only. */
export function canReorder(tab: RoadmapStatus): boolean {
  return tab !== 'completed';
}
