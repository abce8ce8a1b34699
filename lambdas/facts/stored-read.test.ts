import { describe, expect, it } from 'vitest';
import { FACTS_STALE_AFTER_MINUTES } from '../contract/facts.js';
import { withAge } from './stored-read.js';

const READ_AT = '2027-01-31T23:45:00.000Z';
const at = (minutes: number, seconds = 0) =>
  new Date(Date.parse(READ_AT) + minutes * 60_000 + seconds * 1000);
const read = { address: 'wallet', lamports: 5, readAt: READ_AT };

describe('a stored read as the facts routes answer it (ADR 11)', () => {
  it('is answered as stored up to the bound', () => {
    expect(withAge(read, at(0))).toEqual(read);
    expect(withAge(read, at(FACTS_STALE_AFTER_MINUTES))).toEqual(read);
  });

  it('says for how many whole minutes the chain has not been read past the bound', () => {
    expect(withAge(read, at(FACTS_STALE_AFTER_MINUTES, 1))).toEqual({
      ...read,
      notReadForMinutes: FACTS_STALE_AFTER_MINUTES,
    });
    expect(withAge(read, at(61, 59))).toEqual({ ...read, notReadForMinutes: 61 });
    expect(withAge(read, at(3 * 24 * 60))).toEqual({ ...read, notReadForMinutes: 4320 });
  });

  it('counts the age itself, whatever the stored document says', () => {
    expect(withAge({ ...read, notReadForMinutes: 999 }, at(1))).toEqual(read);
    expect(withAge({ ...read, notReadForMinutes: 1 }, at(20))).toEqual({ ...read, notReadForMinutes: 20 });
  });
});
