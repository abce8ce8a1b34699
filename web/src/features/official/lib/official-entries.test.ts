import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import japanese from '../../../locales/ja.json';
import russian from '../../../locales/ru.json';
import { labelledName } from './official-entries';

const TREASURY = {
  kind: 'team' as const,
  label: { en: 'Community treasury', ja: 'コミュニティトレジャリー' },
};

describe('the name of a labelled address', () => {
  it("is the operator's label in the page's locale when the operator translated it", () => {
    setCatalog('ja', japanese);
    expect(labelledName(TREASURY)).toBe('コミュニティトレジャリー');
  });

  it('is its kind from the catalog, never the English label, where the locale has no translation', () => {
    setCatalog('ru', russian);
    expect(labelledName(TREASURY)).toBe('Команда / казна');
  });

  it("is the operator's English label on the English page", () => {
    expect(labelledName(TREASURY)).toBe('Community treasury');
  });
});
