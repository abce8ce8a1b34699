/** Extra space behaviour §9 adds below the header when scrolling to a section: 64 + 20 px. */
export const NAV_EXTRA_OFFSET = 64 + 20;

/** How long a section stays pinned while content above it is still loading. */
export const KEEP_ALIGNED_MS = 3000;

/** behaviour §9: the scroll offset is the header's height + 64 + 20. */
export function navScrollOffset(): number {
  const header = document.getElementById('site-header');
  return (header?.offsetHeight ?? 0) + NAV_EXTRA_OFFSET;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function targetTop(id: string): number | null {
  if (id === 'home') return 0;
  const target = document.getElementById(id);
  if (!target) return null;
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - navScrollOffset());
}

let stopKeeping: (() => void) | null = null;

/**
 * Sections above the target may still grow (data arriving, lazy parts hydrating); until the reader
 * scrolls on their own, or for a few seconds, keep the target where the navigation put it.
 */
function keepAligned(id: string): void {
  stopKeeping?.();
  const main = document.getElementById('main');
  if (!main || typeof ResizeObserver === 'undefined') return;
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) {
      first = false;
      return;
    }
    const top = targetTop(id);
    if (top !== null) window.scrollTo({ top, behavior: 'auto' });
  });
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of userEvents) window.removeEventListener(name, stop);
    if (stopKeeping === stop) stopKeeping = null;
  };
  const timer = setTimeout(stop, KEEP_ALIGNED_MS);
  for (const name of userEvents) window.addEventListener(name, stop, { passive: true });
  observer.observe(main);
  stopKeeping = stop;
}

/** Scrolls smoothly to the section with this id; false when there is no such section. */
export function scrollToSection(id: string): boolean {
  const top = targetTop(id);
  if (top === null || !document.getElementById(id)) return false;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  keepAligned(id);
  return true;
}

let sectionsReady = false;
const onSectionsReady = new Set<() => void>();

/**
 * Called once the lazily rendered sections are in the document: a section still missing then does
 * not exist. Until then a missing section may simply not have arrived (the dev server renders the
 * page in the browser; a slow phone loads the chunk late).
 */
export function markSectionsReady(): void {
  sectionsReady = true;
  for (const retry of [...onSectionsReady]) retry();
}

/** How long a scroll waits for the sections at most, should their chunk never arrive. */
export const SECTION_WAIT_MS = 10_000;

/**
 * Scrolls after `delayMs`, once the section exists; calls `onMissing` when the page has rendered
 * every section without it (or after {@link SECTION_WAIT_MS}). Returns a cancel function.
 */
export function scrollWhenPresent(id: string, onMissing: () => void = () => {}, delayMs = 50): () => void {
  let done = false;
  const finish = () => {
    done = true;
    clearTimeout(delay);
    clearTimeout(giveUp);
    onSectionsReady.delete(attempt);
  };
  function attempt() {
    if (done) return;
    if (scrollToSection(id)) return finish();
    if (sectionsReady) {
      finish();
      onMissing();
    }
  }
  const delay = setTimeout(() => {
    attempt();
    if (!done) onSectionsReady.add(attempt);
  }, delayMs);
  const giveUp = setTimeout(() => {
    if (done) return;
    finish();
    onMissing();
  }, delayMs + SECTION_WAIT_MS);
  return finish;
}
