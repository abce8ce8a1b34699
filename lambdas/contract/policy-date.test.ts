import { describe, expect, it } from 'vitest';
import { ENGLISH_MONTHS, inTimeZone, testInstants } from '../../scripts/testing/instants.js';
import { formatPolicyDate } from './content.js';

// ADR 29: the privacy policy's "Last updated" day is the UTC day of the save, at chosen instants as
// well as today, whatever the machine's time zone.
describe.each(testInstants())('the policy date at $name ($iso, $timeZone)', ({ iso, timeZone }) => {
  it("is the instant's UTC day", async () => {
    const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
    await inTimeZone(timeZone, () => {
      expect(formatPolicyDate(new Date(iso))).toBe(`${day} ${ENGLISH_MONTHS[month - 1]} ${year}`);
    });
  });
});
