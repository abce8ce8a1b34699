import { describe, expect, it } from 'vitest';
import { ENGLISH_MONTHS, inTimeZone, testInstants } from '../../../scripts/testing/instants';
import { formatAge } from './chain-read';
import { formatDay, formatMonth } from './format-date';

// ADR 29: what the page writes about days, months and ages, at chosen instants as well as today, in
// a time zone whose wall clock changes day, month or offset then. Days and months are UTC's (a
// completed roadmap item, a ledger month); ages are elapsed time.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe.each(testInstants())('at $name ($iso, $timeZone)', ({ iso, timeZone }) => {
  // The UTC calendar read from the ISO text itself, not through Date.
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];

  it("writes the instant's UTC day and month, whatever the machine's time zone", async () => {
    await inTimeZone(timeZone, () => {
      expect(formatDay(iso)).toBe(`${day} ${MONTHS[month - 1]} ${year}`);
      expect(formatMonth(iso.slice(0, 7))).toBe(`${ENGLISH_MONTHS[month - 1]} ${year}`);
    });
  });

  it('counts ages in elapsed time across the change of day, month, year or offset', async () => {
    const now = Date.parse(iso);
    const ago = (ms: number) => new Date(now - ms).toISOString();
    await inTimeZone(timeZone, () => {
      expect(formatAge(ago(30_000), now)).toBe('just now');
      expect(formatAge(ago(3 * 60_000), now)).toBe('3 min ago');
      expect(formatAge(ago(2 * 3_600_000 + 59 * 60_000), now)).toBe('2 h ago');
      expect(formatAge(ago(24 * 3_600_000), now)).toBe('1 day ago');
      expect(formatAge(ago(4 * 24 * 3_600_000 + 1000), now)).toBe('4 days ago');
    });
  });
});
