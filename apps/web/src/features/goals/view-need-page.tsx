import { formatDate, formatPaise, showDate } from '@cdesk/domain';
import { ChevronLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAction } from '../../lib/use-action';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { MessageDialog } from '../../ui/dialog';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { TextLink } from '../../ui/text-link';
import { navText } from '../mutual-funds';
import { goalCalls } from './goal-calls';
import { durationText } from './goal-figures';
import { createNeedPath, goalsPath, helpMeInvestPath } from '../../lib/paths';
import { ExpectedReturnSources, GoalPlanFigures } from './goal-plan-figures';

/** What a page that saved a goal passes on, to say so here. */
export interface GoalSavedState {
  saved: string;
}

/** /viewneed?goalId=: one goal with its plan, where its return comes from and its holdings. */
export function ViewNeedPage() {
  const [params] = useSearchParams();
  const goalId = Number(params.get('goalId'));
  const valid = Number.isSafeInteger(goalId) && goalId > 0;
  const saved = (useLocation().state as Partial<GoalSavedState> | null)?.saved;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useAction<'delete'>();
  const { state, retry } = useGatewayLoad(valid ? `goal:${goalId}` : null, (signal) =>
    goalCalls.getGoal(goalId, signal),
  );
  if (!valid) return <Navigate to={goalsPath} replace />;

  const confirmDelete = () =>
    void remove
      .run('delete', () => goalCalls.deleteGoal(goalId))
      .then((done) => {
        setAsking(false);
        if (done) void navigate(goalsPath, { replace: true });
      });

  const goal = state.status === 'ready' ? state.data.goal : null;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <TextLink to={goalsPath} className="inline-flex min-h-11 items-center gap-1 text-sm">
        <ChevronLeft aria-hidden className="size-4" />
        All goals
      </TextLink>
      {state.status === 'loading' && (
        <div className="mt-2 flex flex-col gap-4" aria-busy>
          <span className="sr-only">Loading the goal…</span>
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64" />
          <Skeleton className="h-48" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError className="mt-4" message={state.message} onRetry={retry} />
      )}
      {goal && (
        <>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
                {goal.goalName}
              </h1>
              <p className="figures mt-1 text-sm text-muted">
                By {formatDate(goal.targetDate)} · {durationText(goal.monthsLeft)} left
              </p>
            </div>
            <div className="flex gap-2">
              <ButtonLink variant="secondary" to={createNeedPath(goal.goalId)}>
                <Pencil aria-hidden className="size-4" />
                Edit goal
              </ButtonLink>
              <Button variant="ghost" onClick={() => setAsking(true)}>
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            </div>
          </div>
          {saved && (
            <Alert tone="info" className="mt-4">
              {saved}
            </Alert>
          )}
          {remove.error && (
            <Alert tone="error" className="mt-4">
              {remove.error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col gap-4">
            <GoalPlanFigures goal={goal} />
            <div className="grid gap-4 desktop:grid-cols-2">
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
              <ExpectedReturnSources goal={goal} />
            </div>
          </div>
          <MessageDialog
            open={asking}
            title="Delete this goal?"
            confirmLabel="Yes, delete"
            cancelLabel="No"
            pending={remove.pending === 'delete'}
            onConfirm={confirmDelete}
            onClose={() => setAsking(false)}
          >
            {`${goal.goalName} will be deleted. Its holdings stay in your portfolio.`}
          </MessageDialog>
        </>
      )}
    </main>
  );
}
