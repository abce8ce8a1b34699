import { splitLocalePath } from '../lib/i18n/locales';

/**
 * behaviour §2.1: paths (and their sub-paths) that show the page scrolled to a section; /official and /news
 * (behaviour §14) too, and /donate, the path the Solana Action's manifest maps to the API (ADR 40).
 */
export const SECTION_ROUTES = [
  'whitepaper',
  'tokenomics',
  'roadmap',
  'community',
  'official',
  'news',
  'donate',
] as const;

/** behaviour §9: a hash in the URL scrolls after 50 ms. */
export const HASH_SCROLL_DELAY_MS = 50;

const ROUTE = new RegExp(`^/(${SECTION_ROUTES.join('|')})(?:/.*)?$`);

/**
 * The section a path asks for, under any locale prefix (ADR 21), e.g. "/roadmap/q3" and "/es/roadmap"
 * → "roadmap"; null for any other path.
 */
export function sectionFromPath(pathname: string): string | null {
  return ROUTE.exec(splitLocalePath(pathname).rest)?.[1] ?? null;
}

/** The section a hash names, e.g. "#faq" → "faq". */
export function sectionFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return id ? id : null;
}
