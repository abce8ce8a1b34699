import type { ApiAnswer, ChartLink } from '@contract';
import { getJson } from '../../../lib/http';

/** SPEC §3: the default chart when none are loaded — one DEX chart tracker. */
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

/** Active chart links by order; on failure "Failed to load chart links" is logged and the default used. */
export async function getChartLinks(fallback: ChartLink): Promise<ChartLink[]> {
  try {
    const { body } = await getJson<ApiAnswer<ChartLink[]>>('/api/firebase/chart-links');
    if (!body.success) throw new Error(body.message);
    const links = (Array.isArray(body.data) ? body.data : [])
      .filter((link) => link.active !== false && link.embedUrl)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    return links.length > 0 ? links : [fallback];
  } catch (error) {
    console.error('Failed to load chart links', error);
    return [fallback];
  }
}
