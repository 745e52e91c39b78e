import { formatDate, formatPaise, type TGoalView } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../ui/card';
import { durationText, GoalProgress, GoalStatusBadge } from './goal-figures';
import { viewNeedPath } from '../../lib/paths';

/** What the SIP line of a goal says: how much a month, or why none is needed. */
export function sipNeededText(goal: TGoalView): string {
  if (goal.status === 'ACHIEVED') return 'Nothing more needed';
  if (goal.monthlySipPaise === null) return 'The target date has come';
  if (goal.monthlySipPaise === 0) return 'None: your linked holdings get there';
  return `${formatPaise(goal.monthlySipPaise)} a month`;
}

/** One goal of the list: its future amount, progress at today's NAVs, status and SIP needed. */
export function GoalCard({ goal }: { goal: TGoalView }) {
  return (
    <Card className="flex flex-col gap-4 p-4 tablet:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-text tablet:text-lg">
            <Link
              to={viewNeedPath(goal.goalId)}
              className="rounded-sm hover:text-brand hover:underline"
            >
              {goal.goalName}
            </Link>
          </h2>
          <p className="figures mt-0.5 text-sm text-muted">
            By {formatDate(goal.targetDate)} · {durationText(goal.monthsLeft)} left
          </p>
        </div>
        <GoalStatusBadge status={goal.status} />
      </div>
      <div>
        <p className="text-xs text-muted">Needed by then, at {goal.inflationPct}% inflation</p>
        <p className="figures text-2xl font-semibold text-text">{formatPaise(goal.futurePaise)}</p>
      </div>
      <GoalProgress
        progressPct={goal.progressPct}
        linkedValuePaise={goal.linkedValuePaise}
        futurePaise={goal.futurePaise}
        label={`Progress of ${goal.goalName}`}
      />
      <div className="flex items-end justify-between gap-3 border-t border-border pt-3">
        <div>
          <p className="text-xs text-muted">Monthly SIP needed</p>
          <p className="figures text-[15px] font-semibold text-text">{sipNeededText(goal)}</p>
        </div>
        <Link
          to={viewNeedPath(goal.goalId)}
          className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm font-medium text-brand hover:underline"
          aria-label={`Details of ${goal.goalName}`}
        >
          Details
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
