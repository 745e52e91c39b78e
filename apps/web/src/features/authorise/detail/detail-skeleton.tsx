import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

/** The detail page's shape while the transaction loads. */
export function DetailSkeleton() {
  return (
    <main
      aria-busy
      className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10"
    >
      <span className="sr-only">Loading the transaction</span>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-2 h-8 w-64" />
      <div className="mt-6 grid gap-6 desktop:grid-cols-[minmax(0,1fr)_360px]">
        <Card className="flex flex-col gap-3 p-5 tablet:p-6">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </Card>
        <Card className="flex flex-col gap-3 p-5 tablet:p-6">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-11" />
        </Card>
      </div>
    </main>
  );
}
