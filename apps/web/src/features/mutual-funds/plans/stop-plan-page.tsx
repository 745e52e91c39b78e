import {
  addDays,
  showDate,
  stopTypeOfPlan,
  transactionTypeLabel,
  type SystematicPlanType,
} from '@cdesk/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { MessageDialog } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { PlanSummary } from './plan-summary';
import { planCalls } from './plans-calls';
import { ackPath, myPlansPath, otpPath } from './plans-paths';
import { RequestFrame, RequestSkeleton } from './request-frame';
import { usePlan, usePlanId } from './use-plan';

const planTypeOfPath: Record<string, SystematicPlanType> = {
  sipstop: 'SIP',
  swpstop: 'SWP',
  stpstop: 'STP',
};

/**
 * /transact/mutual-funds/mysystematicplan/{sipstop|swpstop|stpstop}?planId=: the pre-check says
 * from when the stop takes effect; an EW account confirms in a dialog, an EMF account by OTP.
 */
export function StopPlanPage() {
  const sub = useLocation().pathname.split('/').pop() ?? '';
  const planType = planTypeOfPath[sub] ?? 'SIP';
  const trxnType = stopTypeOfPlan[planType];
  const label = transactionTypeLabel(trxnType);
  const planId = usePlanId();
  const navigate = useNavigate();
  const loaded = usePlan(planType, planId);
  const check = useGatewayLoad(`check-${trxnType}-${planId}`, (signal) =>
    planCalls.checkPlan2FA({ trxnType, planId }, signal),
  );
  const action = useAction<'stop'>();
  const [asking, setAsking] = useState(false);

  const stop = () =>
    void action.run('stop', async () => {
      const placed = await planCalls.stop({ trxnType, planId });
      setAsking(false);
      void navigate(ackPath(placed.trxnType, placed.tid), { replace: true });
    });

  const title = `Stop ${planType}`;
  if (loaded.state.status === 'loading' || check.state.status === 'loading')
    return (
      <RequestFrame title={title}>
        <RequestSkeleton label={`Loading the ${planType}`} />
      </RequestFrame>
    );
  if (loaded.state.status === 'error')
    return (
      <RequestFrame title={title}>
        <LoadError message={loaded.state.message} onRetry={loaded.retry} />
      </RequestFrame>
    );
  const plan = loaded.state.data.plan;
  if (!plan)
    return (
      <RequestFrame title={title}>
        <Alert tone="error">The selected systematic plan was not found.</Alert>
        <ButtonLink variant="secondary" to={myPlansPath}>
          Back to My systematic plans
        </ButtonLink>
      </RequestFrame>
    );
  const refused = check.state.status === 'error' ? check.state.message : '';
  const precheck = check.state.status === 'ready' ? check.state.data : null;

  return (
    <RequestFrame title={title}>
      <PlanSummary plan={plan} />
      {refused && <Alert tone="error">{refused}</Alert>}
      {precheck && (
        <p className="text-[15px] leading-relaxed font-medium text-text">{precheck.stopOutcome}</p>
      )}
      {precheck && (planType === 'SIP' || precheck.twoFactor === 'Y') && (
        <p className="text-[15px] leading-relaxed text-muted">
          {[
            planType === 'SIP' &&
              `You may revoke the stop from My systematic plans until ${showDate(addDays(precheck.effectiveDate, -1))}.`,
            precheck.twoFactor === 'Y' &&
              'You confirm it with an OTP sent to your registered mobile number and e-mail.',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        {precheck && (
          <Button
            onClick={() =>
              precheck.twoFactor === 'Y'
                ? void navigate(otpPath(precheck.flow, plan.planId))
                : setAsking(true)
            }
          >
            {precheck.twoFactor === 'Y' ? `${title} with OTP` : title}
          </Button>
        )}
        <ButtonLink variant="secondary" to={myPlansPath}>
          Cancel
        </ButtonLink>
      </div>
      <MessageDialog
        open={asking}
        title={label}
        confirmLabel="Yes, stop"
        cancelLabel="No"
        pending={action.pending === 'stop'}
        onConfirm={stop}
        onClose={() => setAsking(false)}
      >
        {precheck?.confirmMessage}
      </MessageDialog>
    </RequestFrame>
  );
}
