import type { PageMessages } from './i18n';

/** The id of the `<script type="application/json">` holding the page's catalog (ADR 21). */
export const CATALOG_ELEMENT_ID = 'i18n-catalog';

/**
 * The catalog the prerendered page carries inline: its text is there before any script runs, so the
 * page hydrates in its language at once (no flash of English, no second request). Null on the dev
 * server, whose page is not prerendered.
 */
export function inlineCatalog(): PageMessages | null {
  const element = document.getElementById(CATALOG_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageMessages) : null;
}

/** The inline element for a catalog, safe inside HTML (`<` escaped, so no `</script>` can end it early). */
export function catalogElement(catalog: PageMessages): string {
  const json = JSON.stringify(catalog).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOG_ELEMENT_ID}">${json}</script>`;
}
