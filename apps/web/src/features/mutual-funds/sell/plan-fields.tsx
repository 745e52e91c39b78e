import { formatPaise, planLimits, showDate } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { AmountField } from '../purchase/amount-field';
import { dayChoices, frequencyChoices, type PlanChoice } from './plan-choice';
import type { PlanFormState } from './use-plan-form';

/** The first and last installment dates the plan will run on. */
function PlanDates({ dates }: { dates: string[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 self-end rounded-card bg-subtle p-3 text-sm">
      <dt className="text-muted">First installment</dt>
      <dd className="figures text-right font-medium">{dates[0] ? showDate(dates[0]) : '–'}</dd>
      <dt className="text-muted">Last installment</dt>
      <dd className="figures text-right font-medium">
        {dates.length > 0 ? showDate(dates[dates.length - 1] ?? '') : '–'}
      </dd>
    </dl>
  );
}

/** Installment amount, frequency, day, count and start of an SWP or STP. */
export function PlanFields({ plan, form }: { plan: 'SWP' | 'STP'; form: PlanFormState }) {
  const { choice, problems, set } = form;
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <AmountField
        label={`${plan} installment amount`}
        value={choice.amount}
        onChange={(amount) => set({ amount })}
        hint={`Minimum ${formatPaise(planLimits.minInstallmentPaise)}`}
        error={problems.amount}
      />
      <Select
        label={`${plan} frequency`}
        value={choice.freqId}
        options={frequencyChoices}
        onValueChange={(freqId) => set({ freqId: freqId as PlanChoice['freqId'] })}
      />
      <Select
        label={`${plan} installment date`}
        value={choice.installmentDate}
        placeholder="Choose a day"
        options={dayChoices}
        error={problems.installmentDate}
        onValueChange={(installmentDate) => set({ installmentDate })}
      />
      <Field
        label={`Number of ${plan} installments`}
        error={problems.installments}
        hint={`Between ${planLimits.minInstallments} and ${planLimits.maxInstallments}`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={choice.installments}
            onChange={(event) => set({ installments: event.target.value.trim() })}
            className="figures"
          />
        )}
      </Field>
      <Field label={`${plan} start date`} error={problems.startDate} hint="DD-MM-YYYY">
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder="DD-MM-YYYY"
            maxLength={10}
            value={choice.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
            className="figures"
          />
        )}
      </Field>
      <PlanDates dates={form.dates} />
    </div>
  );
}
