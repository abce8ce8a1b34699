import { t } from '../../../lib/i18n/i18n';

/**
 * The legal texts stay in English in every locale (docs/languages.md): a short note in the visitor's
 * language says so. English's catalog leaves the note empty, so English pages show nothing.
 */
export function EnglishOnlyNotice() {
  const note = t('legal.englishOnly');
  return note ? (
    <p className="notice legal-language" data-testid="legal-language">
      {note}
    </p>
  ) : null;
}
