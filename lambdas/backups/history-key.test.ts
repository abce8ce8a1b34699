import { describe, expect, it } from 'vitest';
import { CHOSEN_INSTANTS, inTimeZone, testInstants } from '../../scripts/testing/instants.js';
import { historyKey } from './backup-document.js';

// ADR 29: backups are listed oldest first by key (the restore command and the 90-day expiry rely on
// it), so a key must sort as its time does across a change of day, month, year or offset.
describe.each(testInstants())('the backup key at $name ($iso, $timeZone)', ({ iso, timeZone }) => {
  it('sorts after a backup a second earlier and before one a second later', async () => {
    const at = Date.parse(iso);
    await inTimeZone(timeZone, () => {
      const keys = [at + 1000, at - 1000, at].map((ms) => historyKey(new Date(ms), 'daily'));
      expect([...keys].sort()).toEqual([keys[1], keys[2], keys[0]]);
      expect(keys[2]).toContain(iso.slice(0, 10));
    });
  });
});

describe('backup keys of the chosen instants', () => {
  it('sort as the instants do', () => {
    const byTime = [...CHOSEN_INSTANTS].sort((a, b) => Date.parse(a.iso) - Date.parse(b.iso));
    const keys = byTime.map((instant) => historyKey(new Date(instant.iso), 'changed'));
    expect([...keys].sort()).toEqual(keys);
  });
});
