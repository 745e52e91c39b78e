import { Check } from 'lucide-react';
import { cx } from './cx';

/** Where the user is in a short wizard: "Step 2 of 3" for everyone, the labels from tablet up. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-muted tablet:sr-only">
        Step {current + 1} of {steps.length}: {steps[current]}
      </p>
      <ol className="mt-2 flex gap-2 tablet:mt-0" aria-label="Steps">
        {steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 flex-col gap-2"
            >
              <span className={cx('h-1 rounded-full', done || active ? 'bg-brand' : 'bg-border')} />
              <span
                className={cx(
                  'hidden items-center gap-1.5 text-sm tablet:flex',
                  active ? 'font-semibold text-text' : 'text-muted',
                )}
              >
                {done && <Check aria-hidden className="size-4 text-gain" />}
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
