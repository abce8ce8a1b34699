import { describe, expect, it } from 'vitest';
import { toEntry } from './entry-mappers.js';

// behaviour §5: a document stored before the direction rule, or edited by hand, is served without its
// direction overrides and isolates, in its fields and its translations alike.
describe('a stored entry read for an answer', () => {
  it('drops direction overrides from its text and its translations', () => {
    const entry = toEntry.announcements('a1', {
      title: 'Official link \u202Eevil.example//:sptth',
      body: 'Read \u2066this\u2069 first',
      kind: 'advisory',
      publishAt: '2026-11-20T08:00:00.000Z',
      impostors: [{ type: 'domain', value: 'evil.example', reason: 'Not \u202Bus' }],
      translations: { es: { title: 'Enlace \u202Eoficial' } },
    });
    expect(entry.title).toBe('Official link evil.example//:sptth');
    expect(entry.body).toBe('Read this first');
    expect(entry.impostors?.[0]?.reason).toBe('Not us');
    expect(entry.translations?.es?.title).toBe('Enlace oficial');
  });

  it('keeps the marks a language needs', () => {
    const entry = toEntry.faq('f1', { question: 'مرحبا\u200F?', answer: 'a\u200Eb\u061Cc' });
    expect(entry).toMatchObject({ question: 'مرحبا\u200F?', answer: 'a\u200Eb\u061Cc' });
  });
});
