import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

/** An offer on its way, in the shape of its card. */
export function BannerSkeleton() {
  return (
    <Card aria-hidden className="flex h-full flex-col gap-3 p-5">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-1/3 self-end" />
    </Card>
  );
}
