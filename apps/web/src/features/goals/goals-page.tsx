import { formatDate } from '@cdesk/domain';
import { Plus } from 'lucide-react';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { ButtonLink } from '../../ui/button-link';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { TextLink } from '../../ui/text-link';
import { GoalCard } from './goal-card';
import { goalCalls } from './goal-calls';
import { createNeedPath, helpMeInvestPath } from '../../lib/paths';

/** /goals: the investor's goals with their progress at today's NAVs. */
export function GoalsPage() {
  const { state, retry } = useGatewayLoad('goals', (signal) => goalCalls.getGoals(signal));
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Goals</h1>
          <p className="mt-1 text-sm text-muted">
            What each goal will cost by its date, and how far your linked holdings take you
            {state.status === 'ready' && `, as on ${formatDate(state.data.asOnDate)}`}.
          </p>
        </div>
        {state.status === 'ready' && state.data.goals.length > 0 && (
          <ButtonLink to={createNeedPath()}>
            <Plus aria-hidden className="size-4" />
            Create a goal
          </ButtonLink>
        )}
      </div>
      <div className="mt-6">
        {state.status === 'loading' && (
          <div className="grid gap-3 tablet:grid-cols-2" aria-busy>
            <span className="sr-only">Loading your goals…</span>
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        )}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && state.data.goals.length === 0 && (
          <div className="flex max-w-2xl flex-col items-start gap-3 rounded-card border border-border bg-surface p-5">
            <p className="text-text">
              You have no goals yet. Set one to see what it will cost by its date and the monthly
              SIP that gets you there.
            </p>
            <ButtonLink to={createNeedPath()}>Create a goal</ButtonLink>
            <p className="text-sm text-muted">
              Not sure where to invest?{' '}
              <TextLink to={helpMeInvestPath}>
                Find your risk profile and funds that suit it
              </TextLink>
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.goals.length > 0 && (
          <ul className="grid gap-3 tablet:grid-cols-2" aria-label="Your goals">
            {state.data.goals.map((goal) => (
              <li key={goal.goalId}>
                <GoalCard goal={goal} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
