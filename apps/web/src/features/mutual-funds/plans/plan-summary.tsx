import { formatPaise, showDate, type TSystematicPlan } from '@cdesk/domain';
import type { ReactNode } from 'react';
import { FactList } from '../../../ui/fact-list';
import { bankText } from './plan-card';

/** What a request page shows of the plan it acts on. */
export function PlanSummary({
  plan,
  extra = [],
}: {
  plan: TSystematicPlan;
  extra?: [string, ReactNode][];
}) {
  const facts: [string, ReactNode][] = [
    ['Scheme', plan.schemeName],
    ...(plan.toSchemeName ? [['To scheme', plan.toSchemeName] as [string, ReactNode]] : []),
    ['Folio', plan.folioNo],
    ['Amount', `${formatPaise(plan.amountPaise)} ${plan.frequencyLabel.toLowerCase()}`],
    ['Next installment', plan.nextInstallmentDate ? showDate(plan.nextInstallmentDate) : '–'],
    ['Installments done', `${plan.installmentsDone} of ${plan.installments}`],
    ...(plan.planType === 'SIP'
      ? [['Bank mandate', bankText(plan.bank)] as [string, ReactNode]]
      : []),
    ...extra,
  ];
  return (
    <FactList
      facts={facts}
      className="flex flex-col"
      rowClassName="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border py-2 last:border-0"
      labelClassName="text-sm text-muted"
      valueClassName="figures text-right font-medium break-words text-text"
    />
  );
}
