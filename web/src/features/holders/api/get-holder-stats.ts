import type {
  HolderDistribution,
  HolderDistributionPayload,
  HolderGrowthPayload,
  HolderGrowthPoint,
} from '@contract';
import { getJson } from '../../../lib/http';

export const DISTRIBUTION_URL = '/api/holders/distribution';
export const GROWTH_URL = '/api/holders/growth';

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isRaw = (value: unknown) => typeof value === 'string' && /^\d{1,24}$/.test(value);
const isShare = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;

/** True when `value` has the fields the page shows, each with a sensible value. */
export function isDistribution(value: unknown): value is HolderDistribution {
  const v = value as Partial<Record<keyof HolderDistribution, unknown>> | null;
  const held = (x: unknown) => {
    const h = x as { amount?: unknown; share?: unknown } | null;
    return !!h && isRaw(h.amount) && isShare(h.share);
  };
  return (
    !!v &&
    isTime(v.measuredAt) &&
    Number.isInteger(v.holders) &&
    isRaw(v.total) &&
    Number.isInteger(v.decimals) &&
    held(v.top10) &&
    held(v.top50) &&
    Array.isArray(v.largest) &&
    v.largest.every(held) &&
    Array.isArray(v.labelled) &&
    v.labelled.every(held) &&
    Array.isArray(v.bands) &&
    v.bands.every((b) => Number.isInteger((b as { count?: unknown })?.count))
  );
}

function isPoint(value: unknown): value is HolderGrowthPoint {
  const p = value as Partial<Record<keyof HolderGrowthPoint, unknown>> | null;
  return (
    !!p &&
    typeof p.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(p.day) &&
    Number.isInteger(p.count) &&
    isTime(p.measuredAt)
  );
}

/** GET /api/holders/distribution: null until measured; a failed or malformed answer throws. */
export async function getHolderDistribution(): Promise<HolderDistribution | null> {
  const { body } = await getJson<HolderDistributionPayload>(DISTRIBUTION_URL);
  if (body?.success !== true) throw new Error(`${DISTRIBUTION_URL} failed`);
  if (body.data === null) return null;
  if (!isDistribution(body.data)) throw new Error(`${DISTRIBUTION_URL} answered a malformed payload`);
  return body.data;
}

/** GET /api/holders/growth: the daily points, oldest first; a failed or malformed answer throws. */
export async function getHolderGrowth(): Promise<HolderGrowthPoint[]> {
  const { body } = await getJson<HolderGrowthPayload>(GROWTH_URL);
  const points = body?.success === true ? body.data?.points : undefined;
  if (!Array.isArray(points) || !points.every(isPoint))
    throw new Error(`${GROWTH_URL} answered a malformed payload`);
  return points;
}
