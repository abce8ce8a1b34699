import { numberFormat, pluralRules } from './intl-cache.js';

/** Values a message's placeholders take: numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed { in message: ${text}`);
}

/** The `key {body}` pairs of a plural or select argument. */
function options(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    found.set(text.slice(i, open).trim(), text.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

/**
 * ADR 21: the subset of ICU MessageFormat the catalogs use, interpreted in well under a kilobyte:
 * `{name}`, `{n, plural, =0 {…} one {…} other {…}}` (`#` is n in the locale's digits; the categories
 * are Intl.PluralRules', so Russian's few/many and Arabic's zero/two/few/many work), and
 * `{v, select, a {…} other {…}}`. No apostrophe quoting: a `'` is just a character.
 */
export function formatIcu(message: string, values: MessageValues, tag: string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i] as string;
    if (char === '#' && hash !== undefined) {
      out += hash;
      i++;
    } else if (char !== '{') {
      out += char;
      i++;
    } else {
      const end = closing(message, i);
      const [name = '', kind, ...rest] = message.slice(i + 1, end).split(',');
      const key = name.trim();
      const value = values[key];
      if (kind === undefined) {
        out += typeof value === 'number' ? numberFormat(tag).format(value) : (value ?? `{${key}}`);
      } else {
        const choices = options(rest.join(','));
        const plural = kind.trim() === 'plural';
        const n = Number(value);
        const body = plural
          ? (choices.get(`=${n}`) ?? choices.get(pluralRules(tag).select(n)))
          : choices.get(String(value));
        out += formatIcu(
          body ?? choices.get('other') ?? '',
          values,
          tag,
          plural ? numberFormat(tag).format(n) : undefined,
        );
      }
      i = end + 1;
    }
  }
  return out;
}

/**
 * The arguments a message uses, each with its kind (`x`, `n:plural`, `v:select`) and, for a plural or a
 * select, the option keys it has at any depth: what the catalogs' parity test compares.
 */
export function messageArguments(message: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (text: string) => {
    let i = text.indexOf('{');
    while (i >= 0) {
      const end = closing(text, i);
      const [name = '', kind, ...rest] = text.slice(i + 1, end).split(',');
      const key = kind === undefined ? name.trim() : `${name.trim()}:${kind.trim()}`;
      const keys = found.get(key) ?? new Set<string>();
      found.set(key, keys);
      if (kind !== undefined) {
        for (const [option, body] of options(rest.join(','))) {
          keys.add(option);
          visit(body);
        }
      }
      i = text.indexOf('{', end + 1);
    }
  };
  visit(message);
  return found;
}
