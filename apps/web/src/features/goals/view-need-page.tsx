import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAction } from '../../lib/use-action';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { MessageDialog } from '../../ui/dialog';
import { LoadError } from '../../ui/load-error';
import { TextLink } from '../../ui/text-link';
import { goalCalls } from './goal-calls';
import { goalsPath } from '../../lib/paths';
import { ExpectedReturnSources, GoalPlanFigures } from './goal-plan-figures';
import { GoalHeading, GoalLoading, LinkedHoldings } from './view-need-sections';

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
      {state.status === 'loading' && <GoalLoading />}
      {state.status === 'error' && (
        <LoadError className="mt-4" message={state.message} onRetry={retry} />
      )}
      {goal && (
        <>
          <GoalHeading goal={goal} onDelete={() => setAsking(true)} />
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
              <LinkedHoldings goal={goal} />
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
