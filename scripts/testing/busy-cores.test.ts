import { describe, expect, it } from 'vitest';
import { busyCount } from './busy-cores.js';

describe('busyCount', () => {
  it('reads the number after --busy, and 0 without the flag', () => {
    expect(busyCount(['node', 'test-all.ts', '--busy', '2'])).toBe(2);
    expect(busyCount(['node', 'test-all.ts', '--skip-browser'])).toBe(0);
  });

  it('refuses a count that is missing, not whole or out of range, naming it', () => {
    expect(() => busyCount(['--busy'])).toThrow('not ""');
    expect(() => busyCount(['--busy', 'two'])).toThrow('not "two"');
    expect(() => busyCount(['--busy', '0'])).toThrow('from 1 to 16');
    expect(() => busyCount(['--busy', '1.5'])).toThrow('not "1.5"');
    expect(() => busyCount(['--busy', '99'])).toThrow('not "99"');
  });
});
