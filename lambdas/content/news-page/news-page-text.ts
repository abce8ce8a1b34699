import type { SiteLocale } from '../../contract/content-locales.js';

/** What an announcement's own page says around the announcement, in one language. */
export interface NewsPageText {
  /** The label of an advisory (the web catalogs' `news.advisory`). */
  advisory: string;
  /** The heading of an advisory's impostors (`news.notUs`). */
  notUs: string;
  /** The link to the news section (`news.title`). */
  allNews: string;
  /** The title of the page of an announcement that is not there (`notFound.title`). */
  notFound: string;
  /** The link home, `{name}` the site's name (`notFound.back`). */
  back: string;
  /** The mark of a text shown in English for want of a translation (`content.inEnglish`). */
  inEnglish: string;
}

/**
 * The page's words in every locale of the site: the web catalogs' own (a test keeps them equal), since
 * the function cannot load the catalogs.
 */
export const NEWS_PAGE_TEXT: Readonly<Record<SiteLocale, NewsPageText>> = {
  en: {
    advisory: 'Security advisory',
    notUs: 'Not ours:',
    allNews: 'News and advisories',
    notFound: 'Page not found',
    back: 'Back to {name}',
    inEnglish: 'In English',
  },
  es: {
    advisory: 'Aviso de seguridad',
    notUs: 'No son nuestros:',
    allNews: 'Noticias y avisos',
    notFound: 'Página no encontrada',
    back: 'Volver a {name}',
    inEnglish: 'En inglés',
  },
  'pt-br': {
    advisory: 'Alerta de segurança',
    notUs: 'Não são nossos:',
    allNews: 'Notícias e alertas',
    notFound: 'Página não encontrada',
    back: 'Voltar para {name}',
    inEnglish: 'Em inglês',
  },
  'zh-cn': {
    advisory: '安全公告',
    notUs: '以下均非官方：',
    allNews: '新闻与安全公告',
    notFound: '页面未找到',
    back: '返回 {name}',
    inEnglish: '英文原文',
  },
  ru: {
    advisory: 'Предупреждение о безопасности',
    notUs: 'Это не наши:',
    allNews: 'Новости и предупреждения',
    notFound: 'Страница не найдена',
    back: 'Вернуться к {name}',
    inEnglish: 'На английском',
  },
  tr: {
    advisory: 'Güvenlik uyarısı',
    notUs: 'Bunlar bize ait değil:',
    allNews: 'Haberler ve uyarılar',
    notFound: 'Sayfa bulunamadı',
    back: '{name} ana sayfasına dön',
    inEnglish: 'İngilizce',
  },
  vi: {
    advisory: 'Cảnh báo bảo mật',
    notUs: 'Không phải của chúng tôi:',
    allNews: 'Tin tức và cảnh báo',
    notFound: 'Không tìm thấy trang',
    back: 'Về trang {name}',
    inEnglish: 'Bằng tiếng Anh',
  },
  id: {
    advisory: 'Peringatan keamanan',
    notUs: 'Bukan milik kami:',
    allNews: 'Berita dan peringatan',
    notFound: 'Halaman tidak ditemukan',
    back: 'Kembali ke {name}',
    inEnglish: 'Dalam bahasa Inggris',
  },
  ko: {
    advisory: '보안 공지',
    notUs: '저희 것이 아닙니다:',
    allNews: '뉴스 및 보안 공지',
    notFound: '페이지를 찾을 수 없음',
    back: '{name} 홈으로 돌아가기',
    inEnglish: '영어 원문',
  },
  ja: {
    advisory: 'セキュリティ情報',
    notUs: 'いずれも公式ではありません：',
    allNews: 'ニュースとセキュリティ情報',
    notFound: 'ページが見つかりません',
    back: '{name} に戻る',
    inEnglish: '英語原文',
  },
  ar: {
    advisory: 'تحذير أمني',
    notUs: 'ليست لنا:',
    allNews: 'الأخبار والتحذيرات',
    notFound: 'الصفحة غير موجودة',
    back: 'العودة إلى {name}',
    inEnglish: 'بالإنجليزية',
  },
};

/** Catalog ids of the fields above, for the test that keeps them equal to the web catalogs. */
export const NEWS_PAGE_TEXT_IDS: Readonly<Record<keyof NewsPageText, string>> = {
  advisory: 'news.advisory',
  notUs: 'news.notUs',
  allNews: 'news.title',
  notFound: 'notFound.title',
  back: 'notFound.back',
  inEnglish: 'content.inEnglish',
};
