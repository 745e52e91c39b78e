import { planMessages, showDate } from '@cdesk/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { LoadError } from '../../../ui/load-error';
import { bankText } from './plan-card';
import { planCalls } from './plans-calls';
import { ackPath, myPlansPath } from './plans-paths';
import { RequestFrame, RequestSkeleton } from './request-frame';
import { usePlanId } from './use-plan';

/**
 * /transact/mutual-funds/mysystematicplan/changebank?planId=: SIPSHIFTING, the SIP's installments
 * from the next one debited through another registered bank's mandate.
 */
export function ChangeBankPage() {
  const planId = usePlanId();
  const navigate = useNavigate();
  const { state, retry } = useGatewayLoad(`banks-${planId}`, (signal) =>
    planCalls.getSipBankMandates({ planId }, signal),
  );
  const [bankId, setBankId] = useState(0);
  const [choiceError, setChoiceError] = useState('');
  const action = useAction<'shift'>();

  const submit = () => {
    if (!bankId) {
      setChoiceError(planMessages.bankId);
      return;
    }
    void action.run('shift', async () => {
      const placed = await planCalls.shiftSipBank({ planId, bankId });
      void navigate(ackPath(placed.trxnType, placed.tid), { replace: true });
    });
  };

  if (state.status === 'loading')
    return (
      <RequestFrame title="Change SIP bank">
        <RequestSkeleton label="Loading your banks" />
      </RequestFrame>
    );
  if (state.status === 'error')
    return (
      <RequestFrame title="Change SIP bank">
        <LoadError message={state.message} onRetry={retry} />
        <ButtonLink variant="secondary" to={myPlansPath}>
          Back to My systematic plans
        </ButtonLink>
      </RequestFrame>
    );
  const data = state.data;
  return (
    <RequestFrame title="Change SIP bank">
      <div>
        <p className="font-medium text-text">{data.schemeName}</p>
        <p className="text-sm text-muted">Folio {data.folioNo}</p>
      </div>
      <p className="text-[15px] leading-relaxed text-muted">
        Installments from {showDate(data.effectiveDate)} are debited through the mandate of the bank
        you choose.
      </p>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={choiceError ? 'bank-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-muted">
          Registered banks with a mandate
        </legend>
        {data.banks.length === 0 && (
          <p className="text-muted">You have no registered bank with a mandate.</p>
        )}
        {data.banks.map((bank) => (
          <label
            key={bank.bankId}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-border px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              name="bank"
              value={bank.bankId}
              checked={bankId === bank.bankId}
              onChange={() => {
                setBankId(bank.bankId);
                setChoiceError('');
              }}
              className="size-5 accent-brand"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium text-text">{bankText(bank)}</span>
              <span className="text-sm break-all text-muted">
                Mandate {bank.mandateNo}
                {bank.bankId === data.currentBankId ? ' (current)' : ''}
              </span>
            </span>
          </label>
        ))}
        {choiceError && (
          <p id="bank-error" className="text-sm font-medium text-loss">
            {choiceError}
          </p>
        )}
      </fieldset>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button
          loading={action.pending === 'shift'}
          onClick={submit}
          disabled={data.banks.length === 0}
        >
          Change bank
        </Button>
        <ButtonLink variant="secondary" to={myPlansPath}>
          Cancel
        </ButtonLink>
      </div>
    </RequestFrame>
  );
}
