import type { ApiAnswer, ChartLink } from '@contract';
import { getJson } from '../../../lib/http';
import type { LiveSource } from '../../../lib/live-store';

/** behaviour §3: the default chart when none are loaded — one DEX chart tracker. */
export function defaultChartLink(chain: string, pairAddress: string): ChartLink {
  const page = `https://dexscreener.com/${chain}/${pairAddress}`;
  return {
    id: 'dexscreener',
    name: 'DexScreener',
    description: 'DEX chart tracker',
    url: page,
    embedUrl: `${page}?embed=1&theme=dark&trades=0&info=0`,
    order: 1,
    active: true,
  };
}

/** Active links by order from an answer; none means the default. */
function activeLinks(body: ApiAnswer<ChartLink[]>, fallback: ChartLink): ChartLink[] {
  if (!body.success) throw new Error(body.message);
  const links = (Array.isArray(body.data) ? body.data : [])
    .filter((link) => link.active !== false && link.embedUrl)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return links.length > 0 ? links : [fallback];
}

/** The chart links as a live value: an admin's change reaches an open page like the other content. */
export function chartLinksSource(fallback: ChartLink): LiveSource<ChartLink[]> {
  return {
    fallback: [fallback],
    async load() {
      const { body, changed } = await getJson<ApiAnswer<ChartLink[]>>('/api/firebase/chart-links');
      return { value: activeLinks(body, fallback), changed };
    },
  };
}
