/** The three roadmap statuses the product writes. */
export const ROADMAP_STATUSES = ['in_progress', 'planned', 'completed'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/**
 * Reads a stored status, legacy values included (behaviour §3, §4): "done" and "completed" are
 * completed, "in progress" and "in_progress" are in progress, anything else is shown as planned.
 */
export function normaliseRoadmapStatus(raw: unknown): RoadmapStatus {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === 'done' || value === 'completed') return 'completed';
  if (value === 'in progress' || value === 'in_progress') return 'in_progress';
  return 'planned';
}
