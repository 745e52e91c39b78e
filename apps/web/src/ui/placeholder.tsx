import { cx } from './cx';

/**
 * A value still loading, drawn as a pulsing block over invisible sample text in the value's own
 * type, so the line is exactly as tall and about as wide as the value that replaces it: nothing
 * below moves when it arrives.
 */
export function Placeholder({ sample, className }: { sample: string; className?: string }) {
  return (
    <span aria-hidden className={cx('relative inline-block max-w-full', className)}>
      <span className="invisible whitespace-nowrap">{sample}</span>
      <span className="absolute inset-x-0 inset-y-[0.15em] animate-pulse rounded-md bg-border/70" />
    </span>
  );
}
