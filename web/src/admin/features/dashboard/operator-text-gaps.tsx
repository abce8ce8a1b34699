import { CONTENT_LOCALES, LOCALE_NAMES } from '@contract';
import { missingTranslationCounts } from '../../../config/operator-texts';
import { site } from '../../../config/site';
import { belowFoldSite } from '../../../config/site-below-fold';
import type { SiteConfig } from '../../../config/site-schema';

/** The texts this build of the site was made with, from the operator configuration. */
const builtWith = { ...site, ...belowFoldSite } as SiteConfig;

/**
 * The operator's texts (tokenomics, AI moderator, link descriptions, labelled addresses) without a
 * translation, per language. They are not edited here: the operator translates them in the
 * configuration and deploys again (ADR 28, amendment of #49; docs/configuration.md).
 */
export function OperatorTextGaps({
  counts = missingTranslationCounts(builtWith),
}: {
  counts?: Record<string, number>;
}) {
  const missing = CONTENT_LOCALES.filter((locale) => (counts[locale] ?? 0) > 0);
  return (
    <div className="adm-translations__operator">
      <h4>Operator texts</h4>
      {missing.length === 0 ? (
        <p className="adm-empty">
          Every operator text is translated into all {CONTENT_LOCALES.length} languages.
        </p>
      ) : (
        <>
          <ul className="adm-recent__list">
            {missing.map((locale) => (
              <li key={locale} className="adm-recent__item">
                <span>{LOCALE_NAMES[locale]}</span>
                <span className="adm-meta">
                  {counts[locale] === 1 ? '1 text in English' : `${counts[locale]} texts in English`}
                </span>
              </li>
            ))}
          </ul>
          <p className="adm-meta">
            Not editable here: the operator adds them to the site section of operator-config.json (each text
            as {'{ "en": …, "es": … }'}) and deploys again; the build names each missing one.
          </p>
        </>
      )}
    </div>
  );
}
