import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

/** A step page on its way: the frame's shape, a title and a few fields. */
export function StepSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Skeleton className="h-1.5 w-full" />
      <Card className="flex flex-col gap-5 p-6 shadow-sm">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-2/3" />
      </Card>
    </div>
  );
}
