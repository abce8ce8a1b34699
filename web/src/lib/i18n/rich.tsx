import { Fragment, type ReactNode } from 'react';
import { type MessageKey, t } from './i18n';
import type { MessageValues } from './icu';

// A private-use character cannot occur in a catalog's text: it marks where an element goes.
const MARK = '\uE000';

/**
 * A message with elements in it (a link, a strong figure): the translation decides where each one
 * goes, as with any placeholder. `elements` fill the placeholders of the same names.
 */
export function tRich(
  key: MessageKey,
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const names = Object.keys(elements);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = t(key, { ...values, ...marked }).split(MARK);
  // Odd parts are the elements' indexes.
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={part}>{elements[names[Number(part)] as string]}</Fragment>,
  );
}
