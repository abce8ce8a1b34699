// Plain checks of the node's JSON answers, not zod: the facts routes load no zod at cold start.

const U64_MAX = 2n ** 64n - 1n;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a u64 as the node writes one in JSON: a decimal string (a u64 does not fit a JS number). */
export function isU64String(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value) && BigInt(value) <= U64_MAX;
}

/** True for a mint's decimals (a u8). */
export function isDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}
