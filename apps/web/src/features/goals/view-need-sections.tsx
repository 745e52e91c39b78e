import { formatDate, formatPaise, showDate, type TGoalView } from '@cdesk/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { createNeedPath, helpMeInvestPath } from '../../lib/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { TextLink } from '../../ui/text-link';
import { navText } from '../mutual-funds';
import { durationText } from './goal-figures';

/** Placeholders while the goal loads. */
export function GoalLoading() {
  return (
    <div className="mt-2 flex flex-col gap-4" aria-busy>
      <span className="sr-only">Loading the goal…</span>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-64" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** The goal's name and date, with editing and deleting it. */
export function GoalHeading({ goal, onDelete }: { goal: TGoalView; onDelete: () => void }) {
  return (
    <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{goal.goalName}</h1>
        <p className="figures mt-1 text-sm text-muted">
          By {formatDate(goal.targetDate)} · {durationText(goal.monthsLeft)} left
        </p>
      </div>
      <div className="flex gap-2">
        <ButtonLink variant="secondary" to={createNeedPath(goal.goalId)}>
          <Pencil aria-hidden className="size-4" />
          Edit goal
        </ButtonLink>
        <Button variant="ghost" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </div>
    </div>
  );
}

/** The holdings linked to the goal, or a way to link some. */
export function LinkedHoldings({ goal }: { goal: TGoalView }) {
  return (
    <Card className="p-5 tablet:p-6">
      <h2 className="text-lg font-semibold">Linked holdings</h2>
      {goal.linked.length === 0 ? (
        <div className="mt-2 flex flex-col items-start gap-3">
          <p className="text-sm text-muted">No holdings are linked to this goal yet.</p>
          <ButtonLink variant="secondary" to={createNeedPath(goal.goalId)}>
            Link holdings
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-border" aria-label="Linked holdings">
          {goal.linked.map((h) => (
            <li key={`${h.folioNo}-${h.schemeCode}`} className="flex flex-col gap-1 py-3">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-text">{h.schemeName}</p>
                <p className="figures shrink-0 text-sm font-semibold text-text">
                  {formatPaise(h.valuePaise)}
                </p>
              </div>
              <p className="figures text-xs text-muted">
                Folio {h.folioNo} · {h.units} units
                {h.nav && h.navDate
                  ? ` at ${navText(h.nav)} (${showDate(h.navDate)})`
                  : ' · no units left'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted">
        Need more to get there?{' '}
        <TextLink to={helpMeInvestPath}>See funds that suit your risk profile</TextLink>
      </p>
    </Card>
  );
}
