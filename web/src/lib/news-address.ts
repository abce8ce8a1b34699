import { type Locale, localeHome } from './i18n/locales';

/** The news section's id, and its route (behaviour §14: /news and /es/news show it). */
export const NEWS_SECTION_ID = 'news';

/** The element id of one announcement in the news section. */
export const newsItemId = (id: string): string => `news-${id}`;

/**
 * An announcement's own address in `locale`, to share: `/es/#news-<id>`. A hash, not a path: the page's
 * first load has no room left for routing of its own (ADR 32); the news section opens the page of the
 * list that holds it.
 */
export function newsAddress(locale: Locale, id: string): string {
  return `${localeHome(locale)}#${newsItemId(id)}`;
}
