import type { ReactNode } from 'react';

// behaviour §14: announcements are plain text; only http(s) addresses become links (the server refuses
// any other scheme). A trailing full stop, comma or bracket ends the sentence, not the address.
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'»」]/g;

/** A line of plain text with its http(s) addresses made into links that open in a new tab. */
export function LinkedText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={match[0]} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
        {match[0]}
      </a>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The lines of a body, blank ones dropped: each its own paragraph. */
export function bodyLines(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
