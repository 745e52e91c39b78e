import { Skeleton } from '../../ui/skeleton';
import { WizardFrame, type WizardStage } from './wizard-frame';

/** A screen's shape while its data loads: the title is known, the fields are coming. */
export function StepSkeleton({ title, stage }: { title: string; stage: WizardStage }) {
  return (
    <WizardFrame
      title={title}
      stage={stage}
      actions={<Skeleton className="h-11 w-full tablet:w-28" />}
    >
      <div aria-busy className="flex flex-col gap-5">
        <span className="sr-only">Loading</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-4 tablet:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-12 w-full" />
            </div>
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-12 w-full" />
            </div>
          </div>
        ))}
      </div>
    </WizardFrame>
  );
}
