import { pageLocale, t } from '../../../lib/i18n/i18n';
import { LANGUAGE_NAME } from '../lib/language-names';
import { LanguageLinks } from './language-links';

/** The desktop language menu: the page's language code, opening the list of languages. */
export function LanguagePicker({ active }: { active: string }) {
  const locale = pageLocale();
  return (
    <li className="nav-language">
      <details>
        {/* The visible code is part of the name, as a speech user would say it ("ES, Idioma: Español"). */}
        <summary className="nav-link">
          {locale.split('-')[0]?.toUpperCase()}
          <span className="visually-hidden">
            , {t('nav.language')}: {t(LANGUAGE_NAME[locale])}
          </span>
          <span aria-hidden="true">▾</span>
        </summary>
        <LanguageLinks active={active} className="nav-dropdown language-list" />
      </details>
    </li>
  );
}
