import type { ContentKind, HistoryAction } from '@contract';

/** How the panel names each kind of content. */
export const KIND_LABELS: Record<ContentKind, string> = {
  donations: 'Donation goal',
  roadmap: 'Roadmap item',
  faq: 'FAQ item',
  chartLinks: 'Chart link',
  privacyPolicy: 'Privacy policy',
  ledgerNotes: 'Ledger note',
  announcements: 'Announcement',
};

/** How the panel names each change. */
export const ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Created',
  update: 'Edited',
  move: 'Moved',
  delete: 'Moved to the bin',
  restore: 'Restored from the bin',
  revert: 'Reverted',
  reset: 'Set back to the built-in text',
  purge: 'Purged from the bin',
};

/** A time as the administrator reads it, in their own locale and zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** A stored value as short text for the "what changed" lines. */
export function shortValue(value: unknown, max = 120): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
