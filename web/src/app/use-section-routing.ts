import { useEffect } from 'react';
import { localeHome, splitLocalePath } from '../lib/i18n/locales';
import { scrollToSection, scrollWhenPresent } from '../lib/scroll';
import { HASH_SCROLL_DELAY_MS, sectionFromHash, sectionFromPath } from './section-routes';

/**
 * behaviour §2.1: /whitepaper, /tokenomics, /roadmap and /community (and sub-paths, under any locale
 * prefix) become the locale's home scrolled
 * smoothly to that section, or / with the hash set when there is no such section; a hash scrolls
 * after 50 ms.
 */
export function useSectionRouting(): void {
  useEffect(() => {
    const fromPath = sectionFromPath(window.location.pathname);
    // The locale's home: "/es/roadmap" becomes "/es/" (ADR 21).
    const home = localeHome(splitLocalePath(window.location.pathname).locale);
    let cancel = () => {};
    if (fromPath) {
      window.history.replaceState(window.history.state, '', `${home}${window.location.search}`);
      cancel = scrollWhenPresent(
        fromPath,
        () => {
          window.history.replaceState(
            window.history.state,
            '',
            `${home}${window.location.search}#${fromPath}`,
          );
        },
        HASH_SCROLL_DELAY_MS,
      );
    } else {
      const fromHash = sectionFromHash(window.location.hash);
      if (fromHash) cancel = scrollWhenPresent(fromHash, () => {}, HASH_SCROLL_DELAY_MS);
    }
    const onHashChange = () => {
      const id = sectionFromHash(window.location.hash);
      if (id) setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);
}
