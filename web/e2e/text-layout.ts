import type { Page } from 'playwright-core';

/**
 * Text a reader cannot read whole, as "what: the text": a line cut off by the viewport or by a box
 * that hides its overflow, or two lines drawn over each other (ADR 31). Sections far down the page
 * are laid out for the check (content-visibility, ADR 24), as a reader scrolling down sees them.
 * Skipped: text not drawn, text for assistive technology only, aria-hidden decoration and the
 * simulated trades' list, whose fixed rows let the oldest trade slide out on purpose.
 */
export async function textLayoutProblems(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '.section { content-visibility: visible !important; }' });
  return page.evaluate(() => {
    // At the top of the page, where the fixed header covers nothing; with a dialog open, only the dialog.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const root = document.querySelector('dialog[open]') ?? document.body;
    const SKIP =
      '.visually-hidden, [aria-hidden="true"], [hidden], dialog:not([open]), .sim-list, script, style';
    const problems: string[] = [];
    const lines: { rect: DOMRect; owner: Element; text: string; pinned: boolean }[] = [];
    const width = document.documentElement.clientWidth;
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    // Each element's clipping boxes and whether it is pinned, worked out once: its text nodes and its
    // descendants' share them, and a style read per ancestor per text node cost seconds a page.
    const clipsOf = new Map<Element, DOMRect[]>();
    const pinnedOf = new Map<Element, boolean>();
    // The boxes that clip an element's text: every ancestor that hides its overflow (one that scrolls lets
    // the reader reach it), up to the body.
    const clipsFor = (box: Element | null): DOMRect[] => {
      if (!box || box === document.body) return [];
      let clips = clipsOf.get(box);
      if (!clips) {
        const style = getComputedStyle(box);
        const own = hides(style.overflowX) || hides(style.overflowY) ? [box.getBoundingClientRect()] : [];
        clips = [...own, ...clipsFor(box.parentElement)];
        clipsOf.set(box, clips);
      }
      return clips;
    };
    // Text in a box pinned to the screen (a sticky close button) has the page scroll under it on purpose.
    const pinnedFor = (box: Element | null): boolean => {
      if (!box) return false;
      let pinned = pinnedOf.get(box);
      if (pinned === undefined) {
        pinned = ['fixed', 'sticky'].includes(getComputedStyle(box).position) || pinnedFor(box.parentElement);
        pinnedOf.set(box, pinned);
      }
      return pinned;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!owner || !text || owner.closest(SKIP)) continue;
      // Not drawn: a closed <details>' body, a tooltip or menu hidden until hovered or opened.
      if (!owner.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // The viewport's width, and the boxes that clip this text.
      const clips = clipsFor(owner);
      const pinned = pinnedFor(owner);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        const cut =
          rect.left < -1 ||
          rect.right > width + 1 ||
          clips.some(
            (clip) =>
              rect.left < clip.left - 1 ||
              rect.right > clip.right + 1 ||
              rect.top < clip.top - 1 ||
              rect.bottom > clip.bottom + 1,
          );
        if (cut) problems.push(`cut off: ${text.slice(0, 60)}`);
        lines.push({ rect, owner, text, pinned });
      }
    }
    // Two lines of different elements overlap when they share more than half the shorter one's height.
    // Taken from the top down, a line is compared only with those that start above its bottom: a later
    // one starts lower still, so it cannot overlap it (each pair named in the page's order).
    const order = lines
      .map((_, i) => i)
      .sort((i, j) => (lines[i]?.rect.top ?? 0) - (lines[j]?.rect.top ?? 0));
    for (let at = 0; at < order.length; at++) {
      const upper = lines[order[at] as number] as (typeof lines)[number];
      for (let next = at + 1; next < order.length; next++) {
        const lower = lines[order[next] as number] as (typeof lines)[number];
        if (lower.rect.top >= upper.rect.bottom) break;
        const [a, b] = (order[at] as number) < (order[next] as number) ? [upper, lower] : [lower, upper];
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x <= 2 || y <= Math.min(a.rect.height, b.rect.height) / 2) continue;
        if (
          a.pinned ||
          b.pinned ||
          a.owner === b.owner ||
          a.owner.contains(b.owner) ||
          b.owner.contains(a.owner)
        )
          continue;
        problems.push(`overlap: ${a.text.slice(0, 40)} / ${b.text.slice(0, 40)}`);
      }
    }
    return [...new Set(problems)];
  });
}

/** Elements that reach past the viewport's right or left edge (what makes a page scroll sideways). */
export function widerThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= width + 1 && rect.left >= -1)) continue;
      // Report the outermost one only: its children overflow with it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > width + 1 || parent.left < -1)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      found.push(
        `${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}]: ${(element.textContent ?? '').trim().slice(0, 40)}`,
      );
    }
    return found;
  });
}
