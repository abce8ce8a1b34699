/** Extra space SPEC §9 adds below the header when scrolling to a section: 64 + 20 px. */
export const NAV_EXTRA_OFFSET = 64 + 20;

/** SPEC §9: the scroll offset is the header's height + 64 + 20. */
export function navScrollOffset(): number {
  const header = document.getElementById('site-header');
  return (header?.offsetHeight ?? 0) + NAV_EXTRA_OFFSET;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls smoothly to the section with this id; false when there is no such section. */
export function scrollToSection(id: string): boolean {
  if (id === 'home') {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return document.getElementById(id) !== null;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - navScrollOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}
