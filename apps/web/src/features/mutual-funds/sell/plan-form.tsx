import {
  formatAmount,
  formatPaise,
  planLimits,
  showDate,
  type TRedeemableHolding,
  type TRegisterSwpResponse,
  type TStpTargetScheme,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useBusinessToday } from '../../../lib/use-business-clock';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { CopyValue } from '../../checkout';
import { AmountField } from '../purchase/amount-field';
import {
  dayChoices,
  emptyPlan,
  frequencyChoices,
  planDates,
  planProblems,
  planRequest,
  type PlanChoice,
} from './plan-choice';
import { planCalls } from './plan-calls';
import { mySystematicPlansPath } from './sell-paths';

interface PlanFormProps {
  plan: 'SWP' | 'STP';
  holding: TRedeemableHolding;
  /** STP: the scheme the installments are switched into. */
  target?: TStpTargetScheme | null;
}

/**
 * A standalone SWP or an STP from a holding: installment amount, frequency, day, count and start,
 * the dates it will run on, then the registration and its reference.
 */
export function PlanForm({ plan, holding, target }: PlanFormProps) {
  const today = useBusinessToday();
  const [choice, setChoice] = useState<PlanChoice>(() => emptyPlan(today));
  const [submitted, setSubmitted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<TRegisterSwpResponse | null>(null);
  const problems = submitted ? planProblems(choice, today) : {};
  const dates = planDates(choice, today);
  const set = (patch: Partial<PlanChoice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    setError('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (Object.keys(planProblems(choice, today)).length > 0) return;
    if (plan === 'STP' && !target) {
      setError('Please select the scheme to transfer to.');
      return;
    }
    setPlacing(true);
    try {
      const body = planRequest(holding, choice);
      setPlaced(
        plan === 'STP'
          ? await planCalls.registerStp({ ...body, toSchCode: target?.schCode ?? 0 })
          : await planCalls.registerSwp(body),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPlacing(false);
    }
  }

  if (placed) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-gain">Registered</p>
        <p className="text-[15px] text-text">{placed.message}</p>
        <div>
          <CopyValue label="Reference" value={placed.tid} />
          <CopyValue label={`${plan} number`} value={String(placed.planId)} />
        </div>
        <p className="figures text-sm text-muted">
          {placed.installmentDates.length} installments of{' '}
          {formatAmount(choice.amount.replace(/,/g, ''), { symbol: true })}, from{' '}
          {showDate(placed.installmentDates[0] ?? placed.startDate)} to {showDate(placed.endDate)}
        </p>
        <div className="flex flex-col gap-3 tablet:flex-row">
          <ButtonLink to={mySystematicPlansPath}>My systematic plans</ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              setPlaced(null);
              setSubmitted(false);
              setChoice(emptyPlan(today));
            }}
          >
            Register another
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
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
        <dl className="grid grid-cols-2 gap-2 self-end rounded-card bg-subtle p-3 text-sm">
          <dt className="text-muted">First installment</dt>
          <dd className="figures text-right font-medium">{dates[0] ? showDate(dates[0]) : '–'}</dd>
          <dt className="text-muted">Last installment</dt>
          <dd className="figures text-right font-medium">
            {dates.length > 0 ? showDate(dates[dates.length - 1] ?? '') : '–'}
          </dd>
        </dl>
      </div>
      <p className="text-sm text-muted">
        {plan === 'SWP'
          ? 'Each installment redeems units worth the amount from this folio at that day’s NAV and pays it to your registered bank account. An installment falling on a holiday runs on the next business day.'
          : 'Each installment switches units worth the amount from this folio into the chosen scheme at that day’s NAV. An installment falling on a holiday runs on the next business day.'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
        <Button type="submit" loading={placing} className="tablet:min-w-44">
          Register {plan}
        </Button>
      </div>
    </form>
  );
}
