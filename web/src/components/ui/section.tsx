import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  title: ReactNode;
  /** A short line under the title. */
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A landing-page section with its id (the navigation's target) and heading. */
export function Section({ id, title, lead, children, className }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`section ${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {lead && (
        <p className="section-lead" dir="auto">
          {lead}
        </p>
      )}
      {children}
    </section>
  );
}
