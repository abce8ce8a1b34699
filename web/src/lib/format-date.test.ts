import { afterEach, describe, expect, it } from 'vitest';
import arabic from '../locales/ar.json';
import spanish from '../locales/es.json';
import { formatDay, formatMonth } from './format-date';
import { setCatalog } from './i18n/i18n';

describe('days and months as visitors read them', () => {
  afterEach(() => setCatalog('en', {}));

  it('writes English days and months the British way, in UTC', () => {
    expect(formatDay('2026-11-12T23:30:00Z')).toBe('12 Nov 2026');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it("writes them in the page's language elsewhere", () => {
    setCatalog('es', spanish);
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    setCatalog('ar', arabic);
    expect(formatMonth('2026-01')).toMatch(/يناير/);
  });

  it.each(['en', 'es'] as const)('shows a dash for a day or month it cannot read (%s)', (locale) => {
    setCatalog(locale, locale === 'es' ? spanish : {});
    for (const month of ['2026-13', '2026-1', 'November', '', '<b>2026-11</b>'])
      expect(formatMonth(month)).toBe('—');
    for (const day of ['not a day', '', null, undefined]) expect(formatDay(day)).toBe('—');
  });
});
