import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/i18n/locales';
import { SECTION_ROUTES, sectionFromHash, sectionFromPath } from './section-routes';

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

describe('sectionFromPath under a locale prefix (ADR 21)', () => {
  it('maps every section route under every locale', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const section of SECTION_ROUTES) {
        expect(sectionFromPath(`/${locale}/${section}`)).toBe(section);
        expect(sectionFromPath(`/${locale}/${section}/more`)).toBe(section);
      }
      expect(sectionFromPath(`/${locale}/`)).toBeNull();
      expect(sectionFromPath(`/${locale}/faq`)).toBeNull();
    }
  });

  it('does not take English or an unknown code for a prefix', () => {
    expect(sectionFromPath('/en/roadmap')).toBeNull();
    expect(sectionFromPath('/fr/roadmap')).toBeNull();
  });
});

describe('sectionFromHash', () => {
  it('reads the id from a hash', () => {
    expect(sectionFromHash('#faq')).toBe('faq');
    expect(sectionFromHash('#')).toBeNull();
    expect(sectionFromHash('')).toBeNull();
  });
});
