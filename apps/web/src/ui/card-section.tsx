import type { ReactNode } from 'react';
import { Card } from './card';
import { cx } from './cx';

interface CardSectionProps {
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: string;
  className?: string;
  children?: ReactNode;
}

/** A dashboard card: a small heading over its content. */
export function CardSection({ headingId, title, className, children }: CardSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cx('min-w-0', className)}>
      <Card className="p-5">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
