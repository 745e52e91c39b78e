import { mandateVerificationCall } from '@cdesk/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { areaOf, regPath, useRegArea } from '../reg-area';
import { useRegState } from '../reg-state';
import { StepFrame } from '../step-frame';
import { BankFacts } from './bank-facts';

/** The mandate e-sign's screen: where the bank's answer about the mandate is shown. */
const mandateEsignScreen = '52';

function MandateResult() {
  const { data, error } = useStepLoad(mandateVerificationCall, {}, 'processemandateres');
  const approved = data?.status === 'APPROVED';
  const Icon = approved ? CircleCheck : CircleAlert;
  return (
    <StepFrame
      screenId={mandateEsignScreen}
      title="Mandate authentication"
      onNext={data ? async () => data.nextScreenId : undefined}
      hideNext={!data}
      nextLabel="Continue"
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <div role="status" className="flex items-start gap-3">
            <Icon
              aria-hidden
              className={`mt-0.5 size-6 shrink-0 ${approved ? 'text-gain' : 'text-warning'}`}
            />
            <p className="text-[15px] leading-relaxed">{data.message}</p>
          </div>
          <BankFacts
            facts={[
              ['Mandate Number', data.mandateNo],
              ['Bank Account', data.bankName],
              ['Upper Limit', data.upperLimit],
            ]}
          />
        </>
      )}
    </StepFrame>
  );
}

/**
 * /tradereg/createaccount/processemandateres: the bank's page sends the browser back here once the
 * applicant has authenticated (or declined) the mandate; the desk has recorded the bank's answer.
 */
export function ProcessEMandateResPage() {
  const reg = useRegState();
  const area = useRegArea();
  if (!reg.sessionRefToken)
    return <Navigate to={regPath(area, 'createlogin/generate-otp')} replace />;
  if (!reg.refToken) return <Navigate to={regPath(area, 'createlogin/search-login')} replace />;
  if (areaOf(reg.accountType) !== area)
    return <Navigate to={regPath(area, 'unauthorised-access')} replace />;
  return <MandateResult />;
}
