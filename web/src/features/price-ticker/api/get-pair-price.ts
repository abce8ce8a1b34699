import { DEX_API_BASE } from '../../../config/env';
import { readJsonWithin } from '../../../lib/bounded-json';
import { GET_TIMEOUT_MS, timeoutSignal } from '../../../lib/http';

/** A pair's answer is about 2 KiB; one far larger is not read. */
export const PAIR_ANSWER_MAX_BYTES = 256 * 1024;

export interface PairPrice {
  price: number;
  change24h: number;
}

interface PairsAnswer {
  pairs?: Array<{ priceUsd?: string; priceChange?: { h24?: number } }> | null;
}

/**
 * Reads pairs[0].priceUsd and pairs[0].priceChange.h24 from the DEX pair endpoint; gives up after
 * `timeoutMs`, like the page's own reads (`getJson`).
 */
export async function getPairPrice(
  chain: string,
  pairAddress: string,
  timeoutMs = GET_TIMEOUT_MS,
): Promise<PairPrice> {
  const url = `${DEX_API_BASE}/latest/dex/pairs/${encodeURIComponent(chain)}/${encodeURIComponent(pairAddress)}`;
  const response = await fetch(url, {
    signal: timeoutSignal(timeoutMs),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Price service answered ${response.status}`);
  const body = (await readJsonWithin(response, PAIR_ANSWER_MAX_BYTES, 'Price service')) as PairsAnswer;
  const pair = body.pairs?.[0];
  const price = Number(pair?.priceUsd);
  if (!pair || !Number.isFinite(price)) throw new Error('No pair data');
  const change = Number(pair.priceChange?.h24 ?? 0);
  return { price, change24h: Number.isFinite(change) ? change : 0 };
}
