import { describe, expect, it } from 'vitest';
import { LANG_TAG, LOCALES } from './locales';

describe('LANG_TAG (ADR 21)', () => {
  it('gives every locale its BCP 47 tag, the region upper case', () => {
    expect(LANG_TAG).toEqual({
      en: 'en',
      es: 'es',
      'pt-br': 'pt-BR',
      'zh-cn': 'zh-CN',
      ru: 'ru',
      tr: 'tr',
      vi: 'vi',
      id: 'id',
      ko: 'ko',
      ja: 'ja',
      ar: 'ar',
    });
    for (const locale of LOCALES)
      expect(Intl.getCanonicalLocales(LANG_TAG[locale])).toEqual([LANG_TAG[locale]]);
  });
});
