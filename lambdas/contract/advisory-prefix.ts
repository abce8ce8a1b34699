import type { SiteLocale } from './content-locales.js';

/**
 * What begins an advisory's title in a chat, in the channel's language: the site's own label for an
 * advisory (the web catalogs' `news.advisory`, kept equal by a test; the function cannot load the
 * catalogs), with the colon the language writes.
 */
export const ADVISORY_PREFIX: Readonly<Record<SiteLocale, string>> = {
  en: '⚠️ Security advisory: ',
  es: '⚠️ Aviso de seguridad: ',
  'pt-br': '⚠️ Alerta de segurança: ',
  'zh-cn': '⚠️ 安全公告：',
  ru: '⚠️ Предупреждение о безопасности: ',
  tr: '⚠️ Güvenlik uyarısı: ',
  vi: '⚠️ Cảnh báo bảo mật: ',
  id: '⚠️ Peringatan keamanan: ',
  ko: '⚠️ 보안 공지: ',
  ja: '⚠️ セキュリティ情報：',
  ar: '⚠️ تحذير أمني: ',
};
