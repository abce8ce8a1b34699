import { hasTranslation } from './localized-text.js';
import { type LocalizedText, type SiteConfig, TEXT_LOCALES } from './site-schema.js';

/** A text the operator wrote for visitors, with where it is in the configuration. */
export interface OperatorTextField {
  field: string;
  value: LocalizedText;
}

const FIXED_VALUES = new Set(['Revoked', 'Burned', 'None']);

/** A value that reads the same in every language: a figure with its ticker ("1,000,000,000 VIBIE", "0%"). */
export const isFigure = (text: string): boolean =>
  !/[A-Za-z]{2,}/.test(text.replace(/\b[A-Z0-9$]{2,}\b/g, ''));

/**
 * Every text of the `site` section a visitor reads and that needs a translation (ADR 28, amendment of
 * #49). Left out: what the page replaces with its catalog (a checked claim's label, "Revoked", "Burned",
 * "None") and figures.
 */
export function operatorTexts(site: SiteConfig): OperatorTextField[] {
  const fields: OperatorTextField[] = [];
  const add = (field: string, value: LocalizedText | undefined) => {
    if (value !== undefined) fields.push({ field, value });
  };
  const english = (value: LocalizedText) => (typeof value === 'string' ? value : value.en).trim();
  add('links.communityChat.description', site.links.communityChat.description);
  add('donate.label', site.donate?.label);
  add('donate.message', site.donate?.message);
  for (const [i, link] of site.links.social.entries())
    add(`links.social[${i}].description`, link.description);
  for (const [i, link] of site.links.buy.entries()) add(`links.buy[${i}].description`, link.description);
  site.tokenomics.facts.forEach((fact, i) => {
    if (!fact.verify) add(`tokenomics.facts[${i}].label`, fact.label);
    const value = english(fact.value);
    if (!FIXED_VALUES.has(value) && !isFigure(value)) add(`tokenomics.facts[${i}].value`, fact.value);
  });
  add('tokenomics.note', site.tokenomics.note);
  add('aiModerator.summary', site.aiModerator.summary);
  for (const [i, feature] of site.aiModerator.features.entries()) add(`aiModerator.features[${i}]`, feature);
  for (const [i, entry] of site.supply.labelled.entries()) add(`supply.labelled[${i}].label`, entry.label);
  return fields;
}

/** The translations the operator has not written yet, per locale, as "ru: tokenomics.note". */
export function missingTranslations(site: SiteConfig): string[] {
  const fields = operatorTexts(site);
  return TEXT_LOCALES.slice(1).flatMap((locale) =>
    fields
      .filter(({ value }) => !hasTranslation(value, locale))
      .map(({ field }) => `${locale}: site.${field}`),
  );
}

/** Untranslated operator texts per locale (English left out): what the admin translations panel counts. */
export function missingTranslationCounts(site: SiteConfig): Record<string, number> {
  const fields = operatorTexts(site);
  return Object.fromEntries(
    TEXT_LOCALES.slice(1).map((locale) => [
      locale,
      fields.filter(({ value }) => !hasTranslation(value, locale)).length,
    ]),
  );
}
