import { Fragment, type ReactNode } from 'react';
import { pageTag } from './i18n';
import { listFormat } from './intl-cache';

/**
 * Elements that all hold (a change with an address in it, a key linked to the explorer), joined the
 * locale's way by `Intl.ListFormat` ("a, b, and c"; "a、b和c"; "a و b"): the component writes no
 * separator of its own (ADR 31).
 */
export function formatListRich(items: readonly ReactNode[]): ReactNode {
  const marks = items.map((_, i) => `\uE000${i}\uE000`);
  return listFormat(pageTag(), { type: 'conjunction' })
    .formatToParts(marks)
    .map((part, i) =>
      part.type === 'element' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is its identity
        <Fragment key={i}>{items[marks.indexOf(part.value)]}</Fragment>
      ) : (
        part.value
      ),
    );
}
