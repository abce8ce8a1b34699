/** behaviour §2.1: paths (and their sub-paths) that show the page scrolled to a section; /official too. */
export const SECTION_ROUTES = ['whitepaper', 'tokenomics', 'roadmap', 'community', 'official'] as const;

/** behaviour §9: a hash in the URL scrolls after 50 ms. */
export const HASH_SCROLL_DELAY_MS = 50;

const ROUTE = new RegExp(`^/(${SECTION_ROUTES.join('|')})(?:/.*)?$`);

/** The section a path asks for, e.g. "/roadmap/q3" → "roadmap"; null for any other path. */
export function sectionFromPath(pathname: string): string | null {
  return ROUTE.exec(pathname)?.[1] ?? null;
}

/** The section a hash names, e.g. "#faq" → "faq". */
export function sectionFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return id ? id : null;
}
