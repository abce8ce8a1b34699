import type { ApiAnswer, ChartLink, Localized } from '@contract';
import { getJson } from '../../../lib/http';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { contentPath } from '../../../lib/live';
import type { LiveSource } from '../../../lib/live-store';

/** A chart link as the page's locale reads it: `untranslated` names its fields still in English. */
export type LocalizedChartLink = Localized<ChartLink>;

/** behaviour §3: the default chart when none are loaded — one DEX chart tracker, described in the page's language. */
export function defaultChartLink(chain: string, pairAddress: string): ChartLink {
  const page = `https://dexscreener.com/${chain}/${pairAddress}`;
  return {
    id: 'dexscreener',
    name: 'DexScreener',
    description: t('chart.defaultDescription'),
    url: page,
    embedUrl: `${page}?embed=1&theme=dark&trades=0&info=0`,
    order: 1,
    active: true,
  };
}

/** Active links by order from an answer; none means the default. */
function activeLinks(body: ApiAnswer<LocalizedChartLink[]>, fallback: ChartLink): LocalizedChartLink[] {
  if (!body.success) throw new Error(body.message);
  const links = (Array.isArray(body.data) ? body.data : [])
    .filter((link) => link.active !== false && link.embedUrl)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return links.length > 0 ? links : [fallback];
}

/**
 * The chart links in the page's locale as a live value: an admin's change reaches an open page like
 * the other content.
 */
export function chartLinksSource(
  fallback: ChartLink,
  locale: Locale = pageLocale(),
): LiveSource<LocalizedChartLink[]> {
  const path = contentPath('/api/firebase/chart-links', locale);
  return {
    fallback: [fallback],
    async load() {
      const { body, changed } = await getJson<ApiAnswer<LocalizedChartLink[]>>(path);
      return { value: activeLinks(body, fallback), changed };
    },
  };
}
