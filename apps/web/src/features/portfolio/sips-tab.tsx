import {
  formatPaise,
  showDate,
  sipFrequencyList,
  type TSipRegistration,
  type TSwpRegistration,
} from '@cdesk/domain';
import { Fragment, type ReactNode } from 'react';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { TextLink } from '../../ui/text-link';
import { TitledSection } from '../../ui/titled-section';
import { myPlansPath } from '../mutual-funds';
import { getSipRegistrations, getSwpRegistrations } from './portfolio-calls';
import { ListSkeleton } from './list-skeleton';

function frequencyLabel(id: string): string {
  return sipFrequencyList.find((f) => f.freqId === id)?.label ?? id;
}

type Shown = 'Active' | 'Stop pending' | 'Stopped';

const badgeLooks: Record<Shown, string> = {
  Active: 'bg-gain-soft text-gain',
  'Stop pending': 'bg-warning-soft text-warning',
  Stopped: 'bg-subtle text-muted',
};

function StatusBadge({ shown }: { shown: Shown }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${badgeLooks[shown]}`}
    >
      {shown}
    </span>
  );
}

const sipWords = { next: 'Next installment', count: 'Installments', start: 'Started' };
const swpWords = { next: 'Next withdrawal', count: 'Withdrawals', start: 'Starts' };

type Plan = TSipRegistration | TSwpRegistration;

function PlanCard({ plan }: { plan: Plan }) {
  const sip = 'sipId' in plan;
  const words = sip ? sipWords : swpWords;
  const today = useBusinessToday();
  const stopFrom = sip ? plan.stopFrom : null;
  const shown: Shown =
    plan.status !== 'ACTIVE' || (stopFrom !== null && stopFrom <= today)
      ? 'Stopped'
      : stopFrom !== null
        ? 'Stop pending'
        : 'Active';
  const facts: [string, ReactNode][] = [
    [words.next, plan.nextInstallmentDate ? showDate(plan.nextInstallmentDate) : '–'],
    [words.count, sip ? `${plan.installmentsDone} of ${plan.installments}` : plan.installments],
    [words.start, showDate(plan.startDate)],
    ['Ends', showDate(plan.endDate)],
    ['Folio', plan.folioNo],
  ];
  if (stopFrom !== null)
    facts.push([shown === 'Stopped' ? 'Stopped from' : 'Stops from', showDate(stopFrom)]);
  return (
    <li className="rounded-card border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-text">{plan.schemeName}</p>
        <StatusBadge shown={shown} />
      </div>
      <p className="figures mt-2 text-lg font-semibold">
        {formatPaise(plan.amountPaise)}{' '}
        <span className="text-sm font-normal text-muted">
          {frequencyLabel(plan.frequencyId)}, day {sip ? plan.sipDay : plan.installmentDay}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="figures text-right">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}

function PlanList({ plans }: { plans: Plan[] }) {
  return (
    <ul className="grid gap-3 tablet:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard key={'sipId' in plan ? plan.sipId : plan.swpId} plan={plan} />
      ))}
    </ul>
  );
}

/** SIP registrations (running ones first, with the next installment and how many are done), then SWPs. */
export function SipsTab({ acCode }: { acCode: string }) {
  const { state, retry } = useGatewayLoad(
    acCode,
    (signal) =>
      Promise.all([getSipRegistrations(acCode, signal), getSwpRegistrations(acCode, signal)]),
    { transition: true },
  );
  if (state.status === 'loading') return <ListSkeleton label="Loading your SIPs…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const [sips, swps] = state.data;
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        Stop a plan, revoke a stop, change a SIP&apos;s bank or top it up in{' '}
        <TextLink to={myPlansPath}>My systematic plans</TextLink>.
      </p>
      {sips.length === 0 ? (
        <p className="text-muted">There are no SIPs registered.</p>
      ) : (
        <PlanList plans={sips} />
      )}
      {swps.length > 0 && (
        <TitledSection
          headingId="swps-heading"
          title="Systematic withdrawals"
          className="mt-6"
          titleClassName="mb-3 text-lg font-semibold text-text"
        >
          <PlanList plans={swps} />
        </TitledSection>
      )}
    </>
  );
}
