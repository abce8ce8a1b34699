import { config } from '../platform/config/config.js';
import { withDatabase } from '../platform/database/firestore.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';

/**
 * The last request of each sign-in, one small document a sign-in (`<auth_time>_<uid>`), never
 * served by a public route; a sign-in past ADMIN_MAX_SESSION_HOURS is deleted by a later one.
 */
export const SESSIONS_COLLECTION = 'adminSessions';

/** How many ended sign-ins one request deletes at most. */
const PRUNED_PER_TOUCH = 20;

/** A session's last request is written at most this often: a burst of requests costs one write. */
const TOUCH_EVERY_MS = 60_000;

/** Why a sign-in may no longer be used; the message is the administrator's to read. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(readonly reason: 'too old' | 'idle') {
    super(reason);
  }
}

/** Refuses a sign-in older than ADMIN_MAX_SESSION_HOURS (the token's `auth_time`). */
export function checkSessionAge(user: VerifiedUser, nowMs = Date.now()): void {
  if (nowMs - user.authTime * 1000 > config.ADMIN_MAX_SESSION_HOURS * 3_600_000) {
    throw new SessionEndedError('too old');
  }
}

/**
 * Refuses a sign-in whose last administrator request (or, before its first, the sign-in itself)
 * is older than ADMIN_IDLE_MINUTES, and records this request as its latest otherwise. A refresh
 * of the ID token keeps `auth_time`, so the idle time is the sign-in's, not the token's.
 */
export function touchSession(user: VerifiedUser, nowMs = Date.now()): Promise<void> {
  return withDatabase(async (db) => {
    const sessions = db.collection(SESSIONS_COLLECTION);
    const ref = sessions.doc(`${user.authTime}_${encodeURIComponent(user.uid)}`);
    const recorded = (await ref.get()).get('lastActivityMs') as unknown;
    const last = typeof recorded === 'number' ? recorded : user.authTime * 1000;
    if (nowMs - last > config.ADMIN_IDLE_MINUTES * 60_000) throw new SessionEndedError('idle');
    if (typeof recorded === 'number' && nowMs - recorded < TOUCH_EVERY_MS) return;
    const endsMs = (user.authTime + config.ADMIN_MAX_SESSION_HOURS * 3600) * 1000;
    // Not transacted: two requests at once both write about now, and either is right.
    await ref.set({ lastActivityMs: nowMs, endsAt: new Date(endsMs) });
    const ended = await sessions.where('endsAt', '<', new Date(nowMs)).limit(PRUNED_PER_TOUCH).get();
    await Promise.all(ended.docs.map((doc) => doc.ref.delete()));
  });
}
