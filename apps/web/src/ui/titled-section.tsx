import type { ReactNode } from 'react';

interface TitledSectionProps {
  id?: string;
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A part of a page under its own heading. */
export function TitledSection({
  id,
  headingId,
  title,
  className,
  titleClassName = 'text-lg font-semibold',
  children,
}: TitledSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
