import { pageLocale, t } from '../../../lib/i18n/i18n';
import { LANG_TAG, LOCALES, localeHome } from '../../../lib/i18n/locales';
import { rememberLocale } from '../../../lib/i18n/preference';
import { LANGUAGE_NAME } from '../lib/language-names';

/**
 * Every language, each a plain link to its page (prerendered: it works before any script runs). A
 * click remembers the choice and keeps the section the visitor is reading.
 */
export function LanguageLinks({ active, className }: { active: string; className: string }) {
  const current = pageLocale();
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={localeHome(locale)}
            lang={LANG_TAG[locale]}
            hrefLang={LANG_TAG[locale]}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => {
              rememberLocale(locale);
              if (active && active !== 'home') event.currentTarget.hash = active;
            }}
          >
            {t(LANGUAGE_NAME[locale])}
          </a>
        </li>
      ))}
    </ul>
  );
}
