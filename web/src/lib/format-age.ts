import { t } from './i18n/i18n';

/**
 * How long ago an ISO time was, in words ("just now", "3 min ago", "2 h ago", "4 days ago"): whole
 * minutes, hours below a day, then days. The one rule for every age the page shows, the hero's count
 * included, so the hero says "1 day ago" where the sections below it do (a module of its own, small
 * enough for the first load, ADR 21).
 */
export function formatAge(iso: string, now: number = Date.now()): string {
  // To the nearest second first: a time read a moment after `now` was taken is not a minute younger.
  const minutes = Math.floor(Math.max(0, Math.round((now - Date.parse(iso)) / 1000)) / 60);
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('age.hours', { n: hours });
  return t('age.days', { n: Math.floor(hours / 24) });
}
