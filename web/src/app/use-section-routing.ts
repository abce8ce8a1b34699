import { useEffect } from 'react';
import { scrollToSection } from '../lib/scroll';
import { HASH_SCROLL_DELAY_MS, sectionFromHash, sectionFromPath } from './section-routes';

// Sections below the fold hydrate lazily; give them a moment to exist before giving up.
const RETRIES = 40;

function scrollWhenPresent(id: string, onMissing: () => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    if (scrollToSection(id)) return;
    if (++tries >= RETRIES) onMissing();
    else timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
  };
  timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * SPEC §2.1: /whitepaper, /tokenomics, /roadmap and /community (and sub-paths) become / scrolled
 * smoothly to that section, or / with the hash set when there is no such section; a hash scrolls
 * after 50 ms.
 */
export function useSectionRouting(): void {
  useEffect(() => {
    const fromPath = sectionFromPath(window.location.pathname);
    let cancel = () => {};
    if (fromPath) {
      window.history.replaceState(window.history.state, '', `/${window.location.search}`);
      cancel = scrollWhenPresent(fromPath, () => {
        window.history.replaceState(window.history.state, '', `/${window.location.search}#${fromPath}`);
      });
    } else {
      const fromHash = sectionFromHash(window.location.hash);
      if (fromHash) cancel = scrollWhenPresent(fromHash, () => {});
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
