import { Skeleton } from '../../../ui/skeleton';

/** The shape of a KYC record on its way. */
export function RecordSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-5 w-48" />
      <div className="flex gap-4">
        <Skeleton className="h-[120px] w-24" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      </div>
    </div>
  );
}
