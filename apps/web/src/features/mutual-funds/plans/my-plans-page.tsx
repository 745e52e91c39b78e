import { showDate, systematicPlanTypes, type SystematicPlanType } from '@cdesk/domain';
import { useState } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { MessageDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { fundsListPath } from '../../../lib/paths';
import { PlanCard } from './plan-card';
import { planCalls } from './plans-calls';
import { useRevokeStop } from './use-revoke-stop';

type Shown = SystematicPlanType | 'ALL';

const choices = [
  { value: 'ALL', label: 'All' },
  ...systematicPlanTypes.map((t) => ({ value: t, label: t })),
] as const satisfies readonly { value: Shown; label: string }[];

/** /transact/mutual-funds/mysystematicplan: every SIP, SWP and STP, running ones first. */
export function MyPlansPage() {
  const [shown, setShown] = useState<Shown>('ALL');
  const { state, retry } = useGatewayLoad('plans', (signal) =>
    planCalls.getSystematicPlans({}, signal),
  );
  const revoke = useRevokeStop();
  const plans =
    state.status === 'ready'
      ? state.data.plans.filter((p) => shown === 'ALL' || p.planType === shown)
      : [];

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">My systematic plans</h1>
      {state.status === 'ready' && (
        <p className="mt-1 text-sm text-muted">As on {showDate(state.data.asOnDate)}</p>
      )}
      <div className="mt-5 max-w-md">
        <SegmentedChoice label="Show" value={shown} choices={choices} onChange={setShown} />
      </div>
      {revoke.error && (
        <Alert tone="error" className="mt-4">
          {revoke.error}
        </Alert>
      )}
      <div className="mt-5">
        {state.status === 'loading' && (
          <div className="grid gap-3 tablet:grid-cols-2" aria-busy>
            <span className="sr-only">Loading your systematic plans…</span>
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        )}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && plans.length === 0 && (
          <div className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-5">
            <p className="text-muted">
              {shown === 'ALL'
                ? 'You have no systematic plans.'
                : `You have no ${shown} registered.`}
            </p>
            <ButtonLink to={fundsListPath()}>Explore funds</ButtonLink>
          </div>
        )}
        {plans.length > 0 && (
          <ul className="grid gap-3 tablet:grid-cols-2" aria-label="Systematic plans">
            {plans.map((plan) => (
              <PlanCard
                key={`${plan.planType}-${plan.planId}`}
                plan={plan}
                onRevoke={revoke.start}
                revoking={revoke.pending === 'check'}
              />
            ))}
          </ul>
        )}
      </div>
      <MessageDialog
        open={revoke.question !== null}
        title="Revoke Stop SIP"
        confirmLabel="Yes, revoke"
        cancelLabel="No"
        pending={revoke.pending === 'revoke'}
        onConfirm={revoke.confirm}
        onClose={revoke.close}
      >
        {revoke.question?.confirmMessage}
      </MessageDialog>
    </main>
  );
}
