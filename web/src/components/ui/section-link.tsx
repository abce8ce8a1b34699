import type { AnchorHTMLAttributes } from 'react';
import { scrollWhenPresent } from '../../lib/scroll';

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  section: string;
}

/** A link to a section: a real #hash link before hydration, a smooth offset scroll after it. */
export function SectionLink({ section, onClick, ...rest }: SectionLinkProps) {
  return (
    <a
      {...rest}
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        scrollWhenPresent(section, undefined, 0);
      }}
    />
  );
}
