/**
 * The instants the date-sensitive tests run at (ADR 29): "today" and a fixed set of days on which
 * code that reads the calendar tends to break. A test that depends on the date takes its "now" from
 * here, never from the clock, so it passes on any day; `TEST_NOW` (an ISO 8601 instant) replaces
 * "today", to run the suite as it would run on that day.
 */

export interface TestInstant {
  /** What makes the instant worth a test, as the test's name shows it. */
  readonly name: string;
  /** ISO 8601, UTC. */
  readonly iso: string;
  /**
   * A time zone whose wall clock does something at that instant (a change of day, month, year or
   * offset). The product reads days and months in UTC: running it in this zone shows any reading of
   * the machine's local time.
   */
  readonly timeZone: string;
}

/** The months' English names, January first: tests spell out the expected day without the code under test. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Today": `TEST_NOW` when set (it must parse), else the moment this module was loaded. */
export function testNow(env: NodeJS.ProcessEnv = process.env): Date {
  const chosen = env.TEST_NOW;
  if (chosen === undefined || chosen === '') return new Date();
  const at = new Date(chosen);
  if (Number.isNaN(at.getTime())) throw new Error(`TEST_NOW is not an ISO 8601 instant: ${chosen}`);
  return at;
}

/** The chosen instants: each a day on which code that reads the calendar carelessly goes wrong. */
export const CHOSEN_INSTANTS: readonly TestInstant[] = [
  // 23:45 UTC on the 31st: already the 1st east of Greenwich.
  { name: 'the last evening of a 31-day month', iso: '2027-01-31T23:45:00Z', timeZone: 'Asia/Tokyo' },
  // 00:15 UTC on the 1st: still the last day of the previous month west of Greenwich.
  { name: 'the first morning of a month', iso: '2027-03-01T00:15:00Z', timeZone: 'America/Los_Angeles' },
  { name: '31 December to 1 January', iso: '2026-12-31T23:59:30Z', timeZone: 'UTC' },
  { name: '29 February 2028', iso: '2028-02-29T12:00:00Z', timeZone: 'Pacific/Kiritimati' },
  // Europe's clocks go forward at 01:00 UTC on the last Sunday of March: a 23-hour day.
  { name: 'the European change to summer time', iso: '2027-03-28T01:30:00Z', timeZone: 'Europe/Berlin' },
  // The United States' clocks go back at 06:00 UTC in New York on the first Sunday of November: a 25-hour day.
  {
    name: 'the United States change to winter time',
    iso: '2027-11-07T06:30:00Z',
    timeZone: 'America/New_York',
  },
];

/** Today and the chosen instants, for `describe.each` (today first). */
export function testInstants(env: NodeJS.ProcessEnv = process.env): TestInstant[] {
  const today: TestInstant = { name: 'today', iso: testNow(env).toISOString(), timeZone: 'UTC' };
  return [today, ...CHOSEN_INSTANTS];
}

/**
 * Runs `work` with the process's time zone set to `timeZone` (Node reads `TZ` again when it changes),
 * and restores the previous one after, even when `work` throws.
 */
export async function inTimeZone<T>(timeZone: string, work: () => Promise<T> | T): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
