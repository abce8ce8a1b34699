import { describe, expect, it } from 'vitest';
import { numberFormat, pluralRules } from './intl-cache';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options', () => {
    expect(numberFormat('es', { style: 'percent' })).toBe(numberFormat('es', { style: 'percent' }));
    expect(pluralRules('ru')).toBe(pluralRules('ru'));
  });

  it('keeps locales and options apart', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('en', { notation: 'compact' }).format(25_000)).toBe('25K');
    expect(pluralRules('ru').select(3)).toBe('few');
    expect(pluralRules('en').select(3)).toBe('other');
  });
});
