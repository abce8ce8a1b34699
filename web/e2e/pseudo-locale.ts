import type { Page } from 'playwright-core';
import english from '../src/locales/en.json';

// ADR 31: a pseudo-locale for the browser tests only, never built or served. English is made about
// 40 % longer and every letter accented, so a string the catalogs do not carry (concatenated in code,
// left untranslated) stands out in plain ASCII, and a layout that only fits English's lengths breaks.
// The mirrored variant lays the same text out right to left.

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀćđéƒĝĥíĵķĺɱńóṕʠŕśţúṽŵẋýźÁƁĆĐÉƑĜĤÍĴĶĹṀŃÓṔǪŔŚŢÚṼŴẊÝŹ'][i] as string,
  ]),
);

/** Literal text made longer (each word grows by about 40 %) and accented. */
function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const longer = word + word.slice(0, Math.ceil(word.length * 0.4)).toLowerCase();
    return [...longer].map((letter) => ACCENTED[letter] ?? letter).join('');
  });
}

/** Index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}

/** An ICU message with its literal text pseudo-localised: names, keywords and option keys kept. */
export function pseudoMessage(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) return out + pseudoText(message.slice(i));
    out += pseudoText(message.slice(i, open));
    const end = closing(message, open);
    const [name = '', kind, ...rest] = message.slice(open + 1, end).split(',');
    if (kind === undefined) out += `{${name}}`;
    else {
      let options = '';
      const body = rest.join(',');
      let j = 0;
      while (j < body.length) {
        const start = body.indexOf('{', j);
        if (start < 0) break;
        const stop = closing(body, start);
        options += `${body.slice(j, start)}{${pseudoMessage(body.slice(start + 1, stop))}}`;
        j = stop + 1;
      }
      out += `{${name},${kind},${options}}`;
    }
    i = end + 1;
  }
  return out;
}

/** The pseudo catalog, as the browser build's inline catalog is: the messages in English's key order. */
export const PSEUDO_MESSAGES: readonly string[] = Object.values(english).map(pseudoMessage);

/**
 * Serves the English home page with the pseudo catalog inline and an empty root, so the page renders
 * from the pseudo catalog instead of hydrating English (and, `mirrored`, right to left).
 */
export async function servePseudoLocale(page: Page, { mirrored }: { mirrored: boolean }): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(
          /(<script type="application\/json" id="i18n-catalog">)[\s\S]*?(<\/script>)/,
          (_, start: string, end: string) =>
            `${start}${JSON.stringify(PSEUDO_MESSAGES).replace(/</g, '\\u003c')}${end}`,
        )
        .replace(
          /(<div id="root">)[\s\S]*?(<\/div>\s*<script type="application\/json" id="i18n-catalog">)/,
          '$1$2',
        )
        .replace(/<html([^>]*)>/, (_, attributes: string) =>
          mirrored ? `<html${attributes.replace(/\sdir="[^"]*"/, '')} dir="rtl">` : `<html${attributes}>`,
        );
      await route.fulfill({ response, body: html });
    },
  );
}

/** The catalogs' English words (four letters or more): in the pseudo-locale none is drawn unaccented. */
const ENGLISH_WORDS = new Set(
  Object.values(english)
    .flatMap((message) => message.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{4,}/g) ?? [])
    .map((word) => word.toLowerCase()),
);

/**
 * Text a visitor meets that holds a word of the catalogs unaccented: text the code wrote instead of a
 * catalog. Drawn text and what screen readers and tooltips read (`title`, `alt`, `placeholder`,
 * `aria-label`, `aria-roledescription`, `aria-description`, `aria-valuetext`) outside `excluded` (what
 * the administrator and the operator write, which stays as written), and every copy button's label,
 * even inside `excluded`, with the operator's own texts (`operatorTexts`, such as a labelled address's
 * name) taken out of it first.
 */
export function plainEnglish(
  page: Page,
  excluded: string,
  operatorTexts: readonly string[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ words, excluded, operatorTexts }) => {
      const found: string[] = [];
      const check = (text: string, where: string) => {
        const plain = (text.match(/[A-Za-z]{4,}/g) ?? []).filter((word) =>
          words.includes(word.toLowerCase()),
        );
        if (plain.length > 0) found.push(`${where}${text.trim().slice(0, 60)}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || owner.closest(`${excluded}, script, style, .visually-hidden`)) continue;
        if (!owner.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        check(node.textContent ?? '', '');
      }
      const READ = [
        'title',
        'alt',
        'placeholder',
        'aria-label',
        'aria-roledescription',
        'aria-description',
        'aria-valuetext',
      ];
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest(`${excluded}, script, style`) || !element.checkVisibility()) continue;
        for (const name of READ) {
          const value = element.getAttribute(name);
          if (value) check(value, `[${name}] `);
        }
      }
      // A copy button's label: the CopyButton's live region.
      for (const label of document.body.querySelectorAll('button > span[aria-live]')) {
        if (!label.checkVisibility()) continue;
        let text = label.textContent ?? '';
        for (const own of operatorTexts) text = text.split(own).join(' ');
        check(text, '[copy] ');
      }
      return [...new Set(found)];
    },
    { words: [...ENGLISH_WORDS], excluded, operatorTexts },
  );
}
