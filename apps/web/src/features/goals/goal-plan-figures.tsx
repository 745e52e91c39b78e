import { formatDate, formatPaise, riskometerOf, type TGoalView } from '@cdesk/domain';
import { Card } from '../../ui/card';
import { RiskBadge, ReturnFigure } from '../mutual-funds';
import { sipNeededText } from './goal-card';
import { DateText, durationText, GoalProgress, GoalStatusBadge } from './goal-figures';

/** A goal's plan as on today: what it costs by its date, how far it is, and the SIP it needs. */
export function GoalPlanFigures({ goal }: { goal: TGoalView }) {
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <Card className="flex flex-col gap-4 p-5 tablet:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm text-muted">Needed by {formatDate(goal.targetDate)}</p>
            <p className="figures text-3xl font-semibold text-text">
              {formatPaise(goal.futurePaise)}
            </p>
          </div>
          <GoalStatusBadge status={goal.status} />
        </div>
        <p className="text-sm text-muted">
          <span className="figures font-medium text-text">
            {formatPaise(goal.targetTodayPaise)}
          </span>{' '}
          in today’s money, grown by {goal.inflationPct}% inflation a year over{' '}
          {durationText(goal.monthsLeft)}.
        </p>
        <GoalProgress
          progressPct={goal.progressPct}
          linkedValuePaise={goal.linkedValuePaise}
          futurePaise={goal.futurePaise}
          label={`Progress of ${goal.goalName}`}
        />
        <p className="text-xs text-muted">
          Linked holdings valued at the latest NAVs as on <DateText iso={goal.asOnDate} />.
        </p>
      </Card>
      <Card className="flex flex-col gap-4 p-5 tablet:p-6">
        <div>
          <p className="text-sm text-muted">Monthly SIP needed</p>
          <p className="figures text-3xl font-semibold text-text">{sipNeededText(goal)}</p>
          <p className="mt-1 text-sm text-muted">
            {goal.expectedReturnPct === null
              ? 'No one-year return is known for the chosen categories: the plan assumes no growth.'
              : `At an expected return of ${goal.expectedReturnPct}% a year, for ${durationText(goal.monthsLeft)}.`}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 border-t border-border pt-3 text-sm">
          <div>
            <dt className="text-muted">Linked holdings by then</dt>
            <dd className="figures font-semibold text-text">{formatPaise(goal.projectedPaise)}</dd>
          </div>
          <div>
            <dt className="text-muted">Still to cover</dt>
            <dd className="figures font-semibold text-text">{formatPaise(goal.shortfallPaise)}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}

/** Where the expected return comes from: each category's median one-year return. */
export function ExpectedReturnSources({ goal }: { goal: TGoalView }) {
  return (
    <Card className="p-5 tablet:p-6">
      <h2 className="text-lg font-semibold">Expected return</h2>
      <p className="mt-1 text-sm text-muted">
        The mean of the median one-year returns of the categories you chose, from the NAV history of
        their growth schemes as on {formatDate(goal.asOnDate)}. Past returns do not promise future
        ones.
      </p>
      <ul className="mt-4 divide-y divide-border" aria-label="Fund categories of this goal">
        {goal.categories.map((c) => (
          <li key={c.categoryId} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium text-text">{c.label}</p>
              <p className="text-xs text-muted">
                Median of {c.schemeCount} {c.schemeCount === 1 ? 'scheme' : 'schemes'}
              </p>
              <div className="mt-1">
                <RiskBadge label={c.riskLevel} level={riskometerOf(c.riskLevel).level} />
              </div>
            </div>
            <ReturnFigure value={c.medianReturn1y} className="text-lg" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
