// The contract module itself, not the index: the visitor's chunk must not carry the schemas' zod.

import { addressesIn, defangUrl } from '@contract/defang';
import type { ReactNode } from 'react';
import { isOfficialAddress } from './official-address';

/**
 * A line of plain text (behaviour §14) with its addresses on the official list made into links that
 * open in a new tab; any other address is shown as text, defanged (`hxxps://vibie-airdrop[.]xyz`), so
 * an advisory never links the scam it warns about. A trailing full stop, comma or bracket ends the
 * sentence, not the address.
 */
export function LinkedText({ text, official }: { text: string; official: readonly string[] }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { address, index } of addressesIn(text)) {
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      isOfficialAddress(address, official) ? (
        <a key={index} href={address} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
          {address}
        </a>
      ) : (
        <span key={index} className="news-item__defanged" dir="ltr">
          {defangUrl(address)}
        </span>
      ),
    );
    last = index + address.length;
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
