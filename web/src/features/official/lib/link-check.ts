/** One thing on the official list: an account (its link and handle) or an address. */
export type OfficialEntry =
  | { kind: 'account'; name: string; url: string; handle: string }
  | { kind: 'address'; name: string; address: string };

/** What the checker says about what a visitor pasted. */
export type LinkVerdict =
  | { verdict: 'empty' }
  | { verdict: 'ours'; entry: OfficialEntry }
  | { verdict: 'lookalike'; entry: OfficialEntry }
  | { verdict: 'unknown' };

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * A link or handle in the one form the list is compared in: lower case, no scheme, no `www.`, no
 * trailing slashes. A scheme other than http(s) is kept, so `javascript:` never matches.
 */
export function normaliseLink(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** A handle without its `@`, lower case (platforms treat handles without case). */
function normaliseHandle(value: string): string {
  return value.trim().toLowerCase().replace(/^@/, '');
}

// Letters that pass for others at a glance: Cyrillic and Greek twins, digits, and pairs like "rn".
const CONFUSABLE: readonly [RegExp, string][] = [
  [/[аα]/g, 'a'],
  [/[сϲ]/g, 'c'],
  [/[еεё]/g, 'e'],
  [/[іιíì1l|ӏ!]/g, 'l'],
  [/[оο0σ]/g, 'o'],
  [/[рρ]/g, 'p'],
  [/[ѕ5]/g, 's'],
  [/[хχ]/g, 'x'],
  [/[уγ]/g, 'y'],
  [/[к]/g, 'k'],
  [/[м]/g, 'm'],
  [/[т]/g, 't'],
  [/[в]/g, 'b'],
  [/[н]/g, 'h'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/[-_.]/g, ''],
];

/** What a string looks like to a hurried reader: look-alike letters folded together. */
function skeleton(value: string): string {
  let out = value.normalize('NFKC').toLowerCase();
  for (const [pattern, replacement] of CONFUSABLE) out = out.replace(pattern, replacement);
  return out;
}

/** Edits (insert, delete, replace, swap of neighbours) to turn `a` into `b`, up to `limit` + 1. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] as number) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Near enough to pass for the official one: same skeleton, or one or two letters off. */
function looksLike(candidate: string, official: string): boolean {
  if (candidate === official) return false;
  const a = skeleton(candidate);
  const b = skeleton(official);
  return a === b || distance(a, b, 2) <= (b.length >= 8 ? 2 : 1);
}

/** Address poisoning copies the first and last characters of a real address. */
function poisoned(candidate: string, address: string): boolean {
  return (
    candidate !== address &&
    candidate.length >= 32 &&
    (candidate.slice(0, 4) === address.slice(0, 4) || candidate.slice(-4) === address.slice(-4))
  );
}

/**
 * Tells whether a pasted link, handle or address is on the official list. Links and handles match
 * exactly after {@link normaliseLink}; addresses match exactly (base58 is case-sensitive). Anything
 * near an official one (look-alike letters, a letter or two changed, an address with the same ends)
 * is flagged as a look-alike: not ours.
 */
export function checkLink(input: string, entries: readonly OfficialEntry[]): LinkVerdict {
  const value = input.trim();
  if (!value) return { verdict: 'empty' };
  if (BASE58.test(value)) {
    for (const entry of entries) {
      if (entry.kind === 'address' && entry.address === value) return { verdict: 'ours', entry };
    }
    for (const entry of entries) {
      if (entry.kind === 'address' && poisoned(value, entry.address)) return { verdict: 'lookalike', entry };
    }
  }
  const link = normaliseLink(value);
  const handle = normaliseHandle(value);
  const isHandle = /^@?[^\s/:.]+$/.test(value);
  for (const entry of entries) {
    if (entry.kind !== 'account') continue;
    if (normaliseLink(entry.url) === link) return { verdict: 'ours', entry };
    if (isHandle && entry.handle && normaliseHandle(entry.handle) === handle)
      return { verdict: 'ours', entry };
  }
  for (const entry of entries) {
    if (entry.kind !== 'account') continue;
    if (looksLike(link, normaliseLink(entry.url))) return { verdict: 'lookalike', entry };
    if (isHandle && entry.handle && looksLike(handle, normaliseHandle(entry.handle))) {
      return { verdict: 'lookalike', entry };
    }
    // A host that passes for the official one (x-com.co, teIegram.org), whatever the path.
    const host = link.split('/')[0] ?? '';
    const officialHost = normaliseLink(entry.url).split('/')[0] ?? '';
    if (host && looksLike(host, officialHost)) return { verdict: 'lookalike', entry };
  }
  return { verdict: 'unknown' };
}
