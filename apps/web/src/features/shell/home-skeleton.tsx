import { Skeleton } from '../../ui/skeleton';

/** The greeting's shape while the header call runs. */
export function HomeSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your details…</span>
      <Skeleton className="h-8 w-72 max-w-full tablet:h-9" />
      <Skeleton className="mt-3 h-5 w-64 max-w-full" />
    </div>
  );
}
