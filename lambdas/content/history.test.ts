import { describe, expect, it } from 'vitest';
import { changedFields } from './history.js';

describe('changedFields', () => {
  const es = { question: '¿Qué?', answer: 'Esto.' };
  const ja = { question: '何？', answer: 'これ。' };

  it('sees no change in translations listed in another order', () => {
    expect(changedFields({ translations: { es, ja } }, { translations: { ja, es } })).toEqual([]);
    expect(
      changedFields(
        { translations: { es: { answer: 'Esto.', question: '¿Qué?' } } },
        { translations: { es } },
      ),
    ).toEqual([]);
  });

  it('reads no translations, an empty map and an absent field alike (ADR 28)', () => {
    expect(changedFields({ question: 'Q?' }, { question: 'Q?', translations: {} })).toEqual([]);
  });

  it('names translations when a locale is added, removed or edited', () => {
    expect(changedFields({ translations: { es } }, { translations: { es, ja } })).toEqual(['translations']);
    expect(changedFields({ translations: { es, ja } }, { translations: {} })).toEqual(['translations']);
    expect(
      changedFields({ translations: { es } }, { translations: { es: { ...es, answer: 'Otro.' } } }),
    ).toEqual(['translations']);
  });
});
