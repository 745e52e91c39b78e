import { cx } from './cx';

interface SkeletonProps {
  className?: string;
  circle?: boolean;
  /** On the navy header a grey block would glare; a faint white one reads as "coming". */
  onDark?: boolean;
}

/** A block in the shape of what is loading; the page around it says what is loading. */
export function Skeleton({ className, circle = false, onDark = false }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={cx(
        'animate-pulse',
        circle ? 'rounded-full' : 'rounded-md',
        onDark ? 'bg-white/15' : 'bg-border/70',
        className,
      )}
    />
  );
}
