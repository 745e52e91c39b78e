import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PlanFields } from './plan-fields';
import { PlanPlaced } from './plan-placed';
import { usePlanForm, type PlanFormProps } from './use-plan-form';

/**
 * A standalone SWP or an STP from a holding: installment amount, frequency, day, count and start,
 * the dates it will run on, then the registration and its reference.
 */
export function PlanForm(props: PlanFormProps) {
  const { plan } = props;
  const form = usePlanForm(props);
  const { placed, error } = form;

  if (placed) {
    return <PlanPlaced plan={plan} placed={placed} choice={form.choice} onAnother={form.another} />;
  }

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-5">
      <PlanFields plan={plan} form={form} />
      <p className="text-sm text-muted">
        {plan === 'SWP'
          ? 'Each installment redeems units worth the amount from this folio at that day’s NAV and pays it to your registered bank account. An installment falling on a holiday runs on the next business day.'
          : 'Each installment switches units worth the amount from this folio into the chosen scheme at that day’s NAV. An installment falling on a holiday runs on the next business day.'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
        <Button type="submit" loading={form.placing} className="tablet:min-w-44">
          Register {plan}
        </Button>
      </div>
    </form>
  );
}
