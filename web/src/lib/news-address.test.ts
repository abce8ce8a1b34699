import { describe, expect, it } from 'vitest';
import { movedNewsAddress, newsAddress } from './news-address';

// behaviour §14.2: an announcement's own page, and where an old `#news-<id>` address leads now.
describe('news addresses', () => {
  it("give an announcement's own page in the locale", () => {
    expect(newsAddress('en', 'abc123')).toBe('/news/abc123');
    expect(newsAddress('ar', 'abc123')).toBe('/ar/news/abc123');
  });

  it('send an old #news-<id> hash to that page, and leave any other hash alone', () => {
    expect(movedNewsAddress('es', '#news-abc123')).toBe('/es/news/abc123');
    expect(movedNewsAddress('en', '#news-abc123')).toBe('/news/abc123');
    expect(movedNewsAddress('en', '#news')).toBeNull();
    expect(movedNewsAddress('en', '#roadmap')).toBeNull();
    expect(movedNewsAddress('en', '#news-a/b')).toBeNull();
    expect(movedNewsAddress('en', '#news-%3Cscript%3E')).toBeNull();
  });
});
