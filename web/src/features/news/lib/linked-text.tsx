// The contract module itself, not the index: the visitor's chunk must not carry the schemas' zod.

import { defangLink, findLinks, isOfficialLink, type OfficialList } from '@contract/defang';
import type { ReactNode } from 'react';

/**
 * A line of plain text (behaviour §14.3) with its addresses on the official list made into links that
 * open in a new tab; any other link the link finder finds (an address, a bare host, an e-mail address, a
 * handle) is shown as text, defanged (`hxxps://vibie-airdrop[.]xyz`), so an advisory never links the
 * scam it warns about. Official hosts, e-mail addresses and handles stay as written, as text.
 */
export function LinkedText({ text, official }: { text: string; official: OfficialList }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const link of findLinks(text)) {
    if (link.index > last) parts.push(text.slice(last, link.index));
    const kept = isOfficialLink(link, official);
    parts.push(
      kept && link.kind === 'address' ? (
        <a key={link.index} href={link.text} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
          {link.text}
        </a>
      ) : kept ? (
        link.text
      ) : (
        <span key={link.index} className="news-item__defanged" dir="ltr">
          {defangLink(link)}
        </span>
      ),
    );
    last = link.lastIndex;
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
