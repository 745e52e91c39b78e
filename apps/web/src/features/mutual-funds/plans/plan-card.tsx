import { formatPaise, showDate, type TPlanBank, type TSystematicPlan } from '@cdesk/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { FactList } from '../../../ui/fact-list';
import { changeBankPath, stopPath, topUpPath } from './plans-paths';
import { PlanStatusBadge } from './plan-status';

export function bankText(bank: TPlanBank | null): string {
  if (!bank) return '–';
  if (!bank.bankName) return `Mandate ${bank.mandateNo}`;
  return `${bank.bankName} ${bank.accountNoMasked}`;
}

const words = {
  SIP: { next: 'Next installment', action: 'Stop SIP' },
  SWP: { next: 'Next withdrawal', action: 'Stop SWP' },
  STP: { next: 'Next transfer', action: 'Stop STP' },
} as const;

function changeText(change: TSystematicPlan['pendingChanges'][number]): string {
  const from = showDate(change.effectiveDate);
  if (change.trxnType === 'TPSIP' && change.topUpPaise !== null)
    return `Top-up of ${formatPaise(change.topUpPaise)} from ${from}`;
  return `Debits through ${bankText(change.bank)} from ${from}`;
}

interface PlanCardProps {
  plan: TSystematicPlan;
  onRevoke: (plan: TSystematicPlan) => void;
  revoking: boolean;
}

/** One plan: what it invests, when it next runs, how far it has come, and what may be done. */
export function PlanCard({ plan, onRevoke, revoking }: PlanCardProps) {
  const w = words[plan.planType];
  const facts: [string, ReactNode][] = [
    [w.next, plan.nextInstallmentDate ? showDate(plan.nextInstallmentDate) : '–'],
    ['Installments done', `${plan.installmentsDone} of ${plan.installments}`],
    ['Folio', plan.folioNo],
    ['Ends', showDate(plan.endDate)],
  ];
  if (plan.planType === 'SIP') facts.push(['Bank mandate', bankText(plan.bank)]);
  if (plan.nextAmountPaise !== plan.amountPaise && plan.nextInstallmentDate)
    facts.push(['Next amount', formatPaise(plan.nextAmountPaise)]);
  if (plan.stop)
    facts.push([
      plan.status === 'STOPPED' ? 'Stopped from' : 'Stops from',
      showDate(plan.stop.effectiveDate),
    ]);
  const last = plan.lastRun;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {plan.planType}
          </p>
          <h2 className="font-medium break-words text-text">{plan.schemeName}</h2>
          {plan.toSchemeName && (
            <p className="text-sm break-words text-muted">to {plan.toSchemeName}</p>
          )}
        </div>
        <PlanStatusBadge status={plan.status} />
      </div>
      <p className="figures text-lg font-semibold">
        {formatPaise(plan.amountPaise)}{' '}
        <span className="text-sm font-normal text-muted">
          {plan.frequencyLabel}, day {plan.installmentDay}
        </span>
      </p>
      <FactList
        facts={facts}
        className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm"
        rowClassName="contents"
        valueClassName="figures text-right break-words"
      />
      {plan.pendingChanges.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-card bg-subtle px-3 py-2 text-sm text-text">
          {plan.pendingChanges.map((change) => (
            <li key={change.tid}>{changeText(change)}</li>
          ))}
        </ul>
      )}
      {last && last.outcome === 'FAILED' && (
        <p className="text-sm text-loss">
          Installment of {showDate(last.installmentDate)} not processed: {last.reason}
        </p>
      )}
      {(plan.canStop || plan.canRevokeStop || plan.canChangeBank || plan.canTopUp) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {plan.canStop && (
            <ButtonLink variant="secondary" to={stopPath(plan.planType, plan.planId)}>
              {w.action}
            </ButtonLink>
          )}
          {plan.canRevokeStop && (
            <Button variant="secondary" loading={revoking} onClick={() => onRevoke(plan)}>
              Revoke stop
            </Button>
          )}
          {plan.canChangeBank && (
            <ButtonLink variant="ghost" to={changeBankPath(plan.planId)}>
              Change bank
            </ButtonLink>
          )}
          {plan.canTopUp && (
            <ButtonLink variant="ghost" to={topUpPath(plan.planId)}>
              Top up
            </ButtonLink>
          )}
        </div>
      )}
    </li>
  );
}
