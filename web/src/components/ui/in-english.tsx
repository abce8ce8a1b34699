import { type MaybeUntranslated, showsEnglish } from '../../lib/i18n/english-fallback';
import { t } from '../../lib/i18n/i18n';

/**
 * The small note on an entry a translated page shows partly in English, as the admin has not
 * translated it yet (ADR 28): readable text in the page's language, not an icon alone. It renders with
 * its entry, so it never moves what is already on screen. Place it outside the elements marked
 * `lang="en"`, so that it keeps the page's language.
 */
export function InEnglish<T extends MaybeUntranslated>({
  entry,
  fields,
}: {
  entry: T;
  /** The fields of the entry this place shows. */
  fields: readonly (keyof T & string)[];
}) {
  if (!showsEnglish(entry, fields)) return null;
  return (
    <span className="in-english" dir="auto">
      {t('content.inEnglish')}
    </span>
  );
}
