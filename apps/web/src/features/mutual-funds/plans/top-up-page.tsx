import { formatPaise, parseRupeesToPaise, planLimits, planMessages, showDate } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { PlanSummary } from './plan-summary';
import { planCalls } from './plans-calls';
import { ackPath, myPlansPath } from './plans-paths';
import { RequestFrame, RequestSkeleton } from './request-frame';
import { usePlan, usePlanId } from './use-plan';

const minTopUp = BigInt(planLimits.minInstallmentPaise);

/** /transact/mutual-funds/mysystematicplan/siptopup?planId=: TPSIP, more in every installment from the next. */
export function TopUpPage() {
  const planId = usePlanId();
  const navigate = useNavigate();
  const { state, retry } = usePlan('SIP', planId);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState('');
  const action = useAction<'topUp'>();

  const submit = () => {
    const paise = parseRupeesToPaise(amount);
    if (paise === null || paise <= 0n) {
      setAmountError(planMessages.topUpAmount);
      return;
    }
    if (paise < minTopUp) {
      setAmountError(planMessages.minTopUp(formatPaise(minTopUp)));
      return;
    }
    void action.run('topUp', async () => {
      const placed = await planCalls.topUpSip({ planId, topUpAmount: amount.replace(/,/g, '') });
      void navigate(ackPath(placed.trxnType, placed.tid), { replace: true });
    });
  };

  if (state.status === 'loading')
    return (
      <RequestFrame title="Top up SIP">
        <RequestSkeleton label="Loading the SIP" />
      </RequestFrame>
    );
  if (state.status === 'error')
    return (
      <RequestFrame title="Top up SIP">
        <LoadError message={state.message} onRetry={retry} />
      </RequestFrame>
    );
  const plan = state.data.plan;
  if (!plan || !plan.canTopUp)
    return (
      <RequestFrame title="Top up SIP">
        <Alert tone="error">{plan ? planMessages.notRunning : planMessages.planNotFound}</Alert>
        <ButtonLink variant="secondary" to={myPlansPath}>
          Back to My systematic plans
        </ButtonLink>
      </RequestFrame>
    );
  return (
    <RequestFrame title="Top up SIP">
      <PlanSummary plan={plan} />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          label="Top-up amount (₹)"
          error={amountError}
          hint={`Added to every installment from the next one${
            plan.nextInstallmentDate ? `, ${showDate(plan.nextInstallmentDate)}` : ''
          }. At least ${formatPaise(minTopUp)}.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError('');
              }}
            />
          )}
        </Field>
        {action.error && <Alert tone="error">{action.error}</Alert>}
        <div className="flex flex-col gap-3 tablet:flex-row">
          <Button type="submit" loading={action.pending === 'topUp'}>
            Top up
          </Button>
          <ButtonLink variant="secondary" to={myPlansPath}>
            Cancel
          </ButtonLink>
        </div>
      </form>
    </RequestFrame>
  );
}
