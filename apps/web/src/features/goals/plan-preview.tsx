import { formatPaise, type GoalPlan } from '@cdesk/domain';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { durationText, GoalProgress, GoalStatusBadge } from './goal-figures';

export interface Preview {
  plan: GoalPlan;
  expectedReturnPct: string | null;
}

/** The plan of the goal as typed, worked out as the investor types. */
export function PlanPreview({
  preview,
  className,
}: {
  preview: Preview | null;
  className?: string;
}) {
  return (
    <Card
      className={cx('flex flex-col gap-4 p-5', className)}
      aria-live="polite"
      role="region"
      aria-labelledby="plan-preview-heading"
    >
      <h2 id="plan-preview-heading" className="text-base font-semibold">
        Your plan
      </h2>
      {!preview ? (
        <p className="text-sm text-muted">
          Fill in the target amount, the target date and the inflation to see what the goal will
          cost by then and the monthly SIP that gets you there.
        </p>
      ) : (
        <>
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-sm text-muted">Needed in {durationText(preview.plan.months)}</p>
              <p className="figures text-2xl font-semibold text-text">
                {formatPaise(preview.plan.futurePaise)}
              </p>
            </div>
            <GoalStatusBadge status={preview.plan.status} />
          </div>
          <GoalProgress
            progressPct={preview.plan.progressPct}
            linkedValuePaise={Number(preview.plan.linkedValuePaise)}
            futurePaise={Number(preview.plan.futurePaise)}
            label="Progress of this goal"
          />
          <div className="border-t border-border pt-3">
            <p className="text-sm text-muted">Monthly SIP needed</p>
            <p className="figures text-xl font-semibold text-text">
              {preview.plan.status === 'ACHIEVED' || preview.plan.monthlySipPaise === null
                ? 'None'
                : formatPaise(preview.plan.monthlySipPaise)}
            </p>
            <p className="mt-1 text-xs text-muted">
              {preview.expectedReturnPct === null
                ? 'Choose fund categories to base the expected return on; until then the plan assumes no growth.'
                : `At ${preview.expectedReturnPct}% a year, the median one-year return of the categories chosen.`}
            </p>
          </div>
        </>
      )}
    </Card>
  );
}
