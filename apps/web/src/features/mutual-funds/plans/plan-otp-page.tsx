import { otpPolicy, planMessages, twoFactorFlowOf, type TwoFactorPlanAction } from '@cdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { OtpField } from '../../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../../ui/use-countdown';
import { planCalls } from './plans-calls';
import { ackPath, myPlansPath } from './plans-paths';
import { RequestFrame } from './request-frame';
import { usePlanId } from './use-plan';

const actionOfFlow = Object.fromEntries(
  Object.entries(twoFactorFlowOf).map(([action, flow]) => [flow, action]),
) as Record<string, TwoFactorPlanAction>;

const titles: Record<TwoFactorPlanAction, string> = {
  SSIP: 'Confirm Stop SIP',
  SSWP: 'Confirm Stop SWP',
  SSTP: 'Confirm Stop STP',
  TSR: 'Confirm Revoke Stop SIP',
};

/** Resend is offered this long after a send. */
const resendAfterSeconds = 30;

interface Sent {
  otpGenRefId: string;
  mobile: string;
  emailId: string;
  canResend: boolean;
  at: number;
}

/**
 * /transact/authorize/2fa/{stopsip|stopswp|stopstp|revokeStopSip}/OTPValidate?planId=: an EMF
 * account's stop or revocation, confirmed with the OTP sent to its registered mobile and e-mail.
 */
export function PlanOtpPage() {
  const { flow = '' } = useParams();
  const trxnType = actionOfFlow[flow];
  const planId = usePlanId();
  const navigate = useNavigate();
  const action = useAction<'send' | 'verify'>();
  const [sent, setSent] = useState<Sent | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const firstSend = useRef(false);
  const wait = useCountdown(sent ? resendAfterSeconds : 0, sent?.at);

  const send = (mode: 'S' | 'R') =>
    void action.run('send', async () => {
      if (!trxnType) return;
      const reply = await planCalls.sendOtp({ trxnType, planId, btnSendResend: mode });
      if (!('otpGenRefId' in reply)) throw new Error(reply.message);
      setSent({
        otpGenRefId: reply.otpGenRefId,
        mobile: reply.mobile,
        emailId: reply.emailId,
        canResend: reply.otp_regenrate === 'Y',
        at: Date.now(),
      });
      setOtp('');
      setOtpError('');
    });

  useEffect(() => {
    if (firstSend.current || !trxnType || !planId) return;
    firstSend.current = true;
    send('S');
  });

  const verify = () => {
    if (!/^\d{6}$/.test(otp)) {
      setOtpError(planMessages.otpFormat);
      return;
    }
    void action.run('verify', async () => {
      if (!trxnType || !sent) return;
      const envelope = await planCalls.validateOtp({
        trxnType,
        planId,
        otpGenRefId: sent.otpGenRefId,
        otp,
      });
      if (envelope.isSuccess && 'tid' in envelope.data) {
        void navigate(ackPath(envelope.data.trxnType, envelope.data.tid), { replace: true });
        return;
      }
      setOtp('');
      setOtpError(envelope.displayMessage);
    });
  };

  if (!trxnType || !planId)
    return (
      <RequestFrame title="OTP validation">
        <Alert tone="error">{planMessages.planNotFound}</Alert>
        <ButtonLink variant="secondary" to={myPlansPath}>
          Back to My systematic plans
        </ButtonLink>
      </RequestFrame>
    );

  return (
    <RequestFrame title={titles[trxnType]}>
      {sent ? (
        <p role="status" className="text-[15px] leading-relaxed text-muted">
          OTP has been sent to your registered mobile number {sent.mobile} and e-mail ID{' '}
          {sent.emailId}.
        </p>
      ) : (
        <p className="text-[15px] text-muted" aria-busy={action.pending === 'send'}>
          Sending the OTP to your registered mobile number and e-mail…
        </p>
      )}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          verify();
        }}
      >
        <OtpField
          label="Enter OTP"
          value={otp}
          onChange={(digits) => {
            setOtp(digits);
            setOtpError('');
          }}
          length={otpPolicy.digits}
          error={otpError}
          disabled={!sent}
        />
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center">
          <Button type="submit" disabled={!sent} loading={action.pending === 'verify'}>
            Confirm
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={!sent || !sent.canResend || wait > 0}
            loading={action.pending === 'send' && sent !== null}
            onClick={() => send('R')}
          >
            {wait > 0 ? `Resend OTP in ${formatSeconds(wait)}` : 'Resend OTP'}
          </Button>
          <ButtonLink variant="secondary" to={myPlansPath}>
            Cancel
          </ButtonLink>
        </div>
      </form>
    </RequestFrame>
  );
}
