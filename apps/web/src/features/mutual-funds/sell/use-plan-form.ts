import type { TRedeemableHolding, TRegisterSwpResponse, TStpTargetScheme } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useBusinessToday } from '../../../lib/use-business-clock';
import { planCalls } from './plan-calls';
import { emptyPlan, planDates, planProblems, planRequest, type PlanChoice } from './plan-choice';

export interface PlanFormProps {
  plan: 'SWP' | 'STP';
  holding: TRedeemableHolding;
  /** STP: the scheme the installments are switched into. */
  target?: TStpTargetScheme | null;
}

/** The SWP or STP being filled in, its checks, and its registration. */
export function usePlanForm({ plan, holding, target }: PlanFormProps) {
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

  function another() {
    setPlaced(null);
    setSubmitted(false);
    setChoice(emptyPlan(today));
  }

  return { choice, problems, dates, placing, error, placed, set, submit, another };
}

export type PlanFormState = ReturnType<typeof usePlanForm>;
