import { textIn } from '../../config/localized-text';
import type { LabelledAddressConfig } from '../../config/site-schema';
import { pageLocale, t } from './i18n';

/** What each kind of labelled address is, in words. */
export function kindName(kind: LabelledAddressConfig['kind']): string {
  return t('official.kind', { kind });
}

/**
 * A labelled address as the page names it: the operator's label in the page's locale, or on a
 * translated page without that translation its kind from the catalog (an English label there showed
 * both languages: "Liquidity pool · Pool de liquidez", "复制Liquidity pool").
 */
export function labelledName(entry: Pick<LabelledAddressConfig, 'kind' | 'label'>): string {
  const shown = textIn(entry.label, pageLocale());
  // Untranslated, a translated page names the address by its kind, from the catalog, not in English.
  return shown.lang ? kindName(entry.kind) : shown.text;
}
