import { describe, expect, it } from 'vitest';
import { sectionFromHash, sectionFromPath } from './section-routes';

describe('sectionFromPath', () => {
  it('maps the section routes and their sub-paths', () => {
    expect(sectionFromPath('/tokenomics')).toBe('tokenomics');
    expect(sectionFromPath('/roadmap/2025/q4')).toBe('roadmap');
    expect(sectionFromPath('/community/')).toBe('community');
    expect(sectionFromPath('/whitepaper')).toBe('whitepaper');
    expect(sectionFromPath('/official')).toBe('official');
  });

  it('leaves every other path alone', () => {
    expect(sectionFromPath('/')).toBeNull();
    expect(sectionFromPath('/roadmapper')).toBeNull();
    expect(sectionFromPath('/faq')).toBeNull();
    expect(sectionFromPath('/brand-assets')).toBeNull();
  });
});

describe('sectionFromHash', () => {
  it('reads the id from a hash', () => {
    expect(sectionFromHash('#faq')).toBe('faq');
    expect(sectionFromHash('#')).toBeNull();
    expect(sectionFromHash('')).toBeNull();
  });
});
