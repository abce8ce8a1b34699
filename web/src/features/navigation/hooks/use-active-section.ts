import { useEffect, useState } from 'react';
import { navScrollOffset } from '../../../lib/scroll';

/** behaviour §9: Home is active while the page is scrolled less than 200 px. */
export const HOME_ACTIVE_BELOW_PX = 200;

/** Picks the section the reader is in: the last one whose top has passed under the header. */
export function pickActiveSection(
  scrollY: number,
  sections: ReadonlyArray<{ id: string; top: number }>,
  offset: number,
): string {
  if (scrollY < HOME_ACTIVE_BELOW_PX) return 'home';
  let active = 'home';
  for (const section of sections) {
    if (section.top - offset <= 1) active = section.id;
  }
  return active;
}

/** The id of the section the navigation marks active; follows the scroll position. */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState('home');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // Near the top nothing needs measuring: skipping it spares a forced layout, also on load.
      if (window.scrollY < HOME_ACTIVE_BELOW_PX) return setActive('home');
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      sections.sort((a, b) => a.top - b.top);
      setActive(pickActiveSection(window.scrollY, sections, navScrollOffset()));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First reading on the next frame, not in the effect: reading positions while the page hydrates
    // would force a layout in the middle of it (ADR 24).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids]);
  return active;
}
