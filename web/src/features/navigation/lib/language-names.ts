import type { MessageKey } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';

/**
 * Each language's name in itself, as the picker lists it. The names are in every catalog (the same in
 * all), so they travel in the page's HTML with its text rather than in the first load's JavaScript.
 */
export const LANGUAGE_NAME: Readonly<Record<Locale, MessageKey>> = {
  en: 'language.en',
  es: 'language.es',
  'pt-br': 'language.pt-br',
  'zh-cn': 'language.zh-cn',
  ru: 'language.ru',
  tr: 'language.tr',
  vi: 'language.vi',
  id: 'language.id',
  ko: 'language.ko',
  ja: 'language.ja',
  ar: 'language.ar',
};
