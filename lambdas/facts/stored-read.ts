import { FACTS_STALE_AFTER_MINUTES, type StoredRead } from '../contract/facts.js';

// The public facts routes answer what the scheduled watches stored, never a read of their own (ADR 11,
// "Amendment: no RPC call on a visitor's request"); this says how old that is.

/**
 * A stored read as a facts route answers it: as stored, and past FACTS_STALE_AFTER_MINUTES with the
 * whole minutes since it was read (`notReadForMinutes`), so the page can say the watch has not read the
 * chain for that long. A value stored with the read is never trusted: the age is the route's own, and so
 * is `oneProvider`, from how the watch stored it (ADR 35).
 */
export function withAge<T extends StoredRead>(
  read: T,
  now: Date,
  oneProvider = read.oneProvider === true,
): T {
  const { notReadForMinutes: _stored, oneProvider: _said, ...rest } = read;
  const facts = oneProvider ? { ...rest, oneProvider: true as const } : rest;
  const elapsedMs = now.getTime() - Date.parse(read.readAt);
  if (!(elapsedMs > FACTS_STALE_AFTER_MINUTES * 60_000)) return facts as T;
  return { ...facts, notReadForMinutes: Math.floor(elapsedMs / 60_000) } as T;
}
