import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTimeZone, testInstants } from '../../scripts/testing/instants.js';
import { clearCollections, testDb } from './firestore-admin.js';

// ADR 29: the rules that count time from a stored instant (the administrator's session age and idle
// limit, the bin's retention) at chosen instants as well as today, each in a time zone whose wall
// clock changes day, month or offset then. Hours and days are counted as elapsed time: a 23- or
// 25-hour day on the wall clock changes nothing.
const ADMIN = 'clock-instants-admin';
process.env.ADMIN_UID = ADMIN;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

type Sessions = typeof import('../admin/admin-sessions.js');
type Bin = typeof import('../content/bin.js');
let sessions: Sessions;
let bin: Bin;
let limits: { maxSessionHours: number; idleMinutes: number };

beforeAll(async () => {
  // Loaded after ADMIN_UID is set: the configuration is read when the module loads.
  sessions = await import('../admin/admin-sessions.js');
  bin = await import('../content/bin.js');
  const { config } = await import('../platform/config/config.js');
  limits = { maxSessionHours: config.ADMIN_MAX_SESSION_HOURS, idleMinutes: config.ADMIN_IDLE_MINUTES };
});

beforeEach(async () => {
  await clearCollections('adminSessions', 'contentBin');
});

describe.each(testInstants())('at $name ($iso, $timeZone)', ({ iso, timeZone }) => {
  const now = Date.parse(iso);
  const signedInAt = (msAgo: number) => ({ uid: ADMIN, authTime: Math.floor((now - msAgo) / 1000) });

  it('refuses a sign-in older than the maximum age, to the second, and keeps a younger one', async () => {
    await inTimeZone(timeZone, () => {
      const max = limits.maxSessionHours * HOUR;
      expect(() => sessions.checkSessionAge(signedInAt(max - 1000), now)).not.toThrow();
      expect(() => sessions.checkSessionAge(signedInAt(max + 1000), now)).toThrow(sessions.SessionEndedError);
    });
  });

  it('refuses a sign-in idle past the limit, and records the request of one that is not', async () => {
    const idle = limits.idleMinutes * MINUTE;
    await inTimeZone(timeZone, async () => {
      const user = signedInAt(2 * HOUR);
      // The last request was just within the limit: this one goes through and becomes the latest.
      await testDb()
        .doc(`adminSessions/${user.authTime}_${ADMIN}`)
        .set({ lastActivityMs: now - idle + 1000, endsAt: new Date(now + HOUR) });
      await sessions.touchSession(user, now);
      const stored = await testDb().doc(`adminSessions/${user.authTime}_${ADMIN}`).get();
      expect(stored.get('lastActivityMs')).toBe(now);
      // The next one comes a second past the limit after it.
      await expect(sessions.touchSession(user, now + idle + 1000)).rejects.toThrow(
        sessions.SessionEndedError,
      );
    });
  });

  it('keeps a deleted entry in the bin for its retention days, to the millisecond, then purges it', async () => {
    const days = 30;
    const db = testDb();
    await inTimeZone(timeZone, async () => {
      await db.runTransaction(async (tx) => {
        bin.putInBin(
          db,
          tx,
          'faq',
          'instant-entry',
          { question: 'Kept?', answer: 'For a while.' },
          {
            uid: ADMIN,
            authTime: 0,
          },
          days,
          now,
        );
      });
      const [entry] = await bin.listBin(db);
      expect(entry?.deletedAt).toBe(new Date(now).toISOString());
      expect(entry?.purgeAfter).toBe(new Date(now + days * DAY).toISOString());
      expect(await bin.purgeExpired(db, new Date(now + days * DAY - 1))).toBe(0);
      expect(await bin.purgeExpired(db, new Date(now + days * DAY))).toBe(1);
      expect(await bin.listBin(db)).toEqual([]);
    });
  });
});
