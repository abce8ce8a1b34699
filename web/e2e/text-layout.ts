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
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!owner || !text || owner.closest(SKIP)) continue;
      // Not drawn: a closed <details>' body, a tooltip or menu hidden until hovered or opened.
      if (!owner.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // The boxes that clip this text: every ancestor that hides its overflow (one that scrolls lets the
      // reader reach it), and the viewport's width.
      const clips: DOMRect[] = [];
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      for (let box: Element | null = owner; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (hides(style.overflowX) || hides(style.overflowY)) clips.push(box.getBoundingClientRect());
      }
      // Text in a box pinned to the screen (a sticky close button) has the page scroll under it on purpose.
      let pinned = false;
      for (let box: Element | null = owner; box && !pinned; box = box.parentElement) {
        pinned = ['fixed', 'sticky'].includes(getComputedStyle(box).position);
      }
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
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i] as (typeof lines)[number];
        const b = lines[j] as (typeof lines)[number];
        if (
          a.pinned ||
          b.pinned ||
          a.owner === b.owner ||
          a.owner.contains(b.owner) ||
          b.owner.contains(a.owner)
        )
          continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > Math.min(a.rect.height, b.rect.height) / 2) {
          problems.push(`overlap: ${a.text.slice(0, 40)} / ${b.text.slice(0, 40)}`);
        }
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
