/** The localStorage key of the announcements a visitor dismissed (behaviour §14; no cookie, nothing sent). */
export const DISMISSED_STORAGE_KEY = 'announcements-dismissed';

/** Only the latest few ids are kept: the strip only ever shows the newest announcement. */
const KEPT = 20;

/** The ids dismissed, newest last; none when storage is off or holds something else. */
export function dismissedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that `id` was dismissed. */
export function rememberDismissed(id: string): void {
  try {
    const ids = [...dismissedIds().filter((known) => known !== id), id].slice(-KEPT);
    window.localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage off (a private window, a policy): dismissed for as long as the page is open.
  }
}
