import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-cache';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(numberFormat('es', { style: 'percent' })).toBe(numberFormat('es', { style: 'percent' }));
    expect(pluralRules('ru')).toBe(pluralRules('ru'));
    expect(dateTimeFormat('es', { timeZone: 'UTC', dateStyle: 'medium' })).toBe(
      dateTimeFormat('es', { timeZone: 'UTC', dateStyle: 'medium' }),
    );
    expect(listFormat('ja', { type: 'unit', style: 'short' })).toBe(
      listFormat('ja', { type: 'unit', style: 'short' }),
    );
  });

  it('keeps locales and options apart', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('en', { notation: 'compact' }).format(25_000)).toBe('25K');
    expect(pluralRules('ru').select(3)).toBe('few');
    expect(pluralRules('en').select(3)).toBe('other');

    const day = new Date('2026-11-20T00:00:00Z');
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' }).format(day)).toBe('20 Nov 2026');
    expect(dateTimeFormat('de', { timeZone: 'UTC', dateStyle: 'medium' }).format(day)).toBe('20.11.2026');
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(day)).toBe(
      'November 2026',
    );
    expect(listFormat('en', { type: 'unit', style: 'short' }).format(['a', 'b', 'c'])).toBe('a, b, c');
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});
