import { otpPolicy, planMessages, twoFactorFlowOf, type TwoFactorPlanAction } from '@cdesk/domain';
import { useNavigate, useParams } from 'react-router';
import { useOtpChallenge } from '../../../lib/use-otp-challenge';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { OtpChallenge } from '../../../ui/otp-challenge';
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

/**
 * /transact/authorize/2fa/{stopsip|stopswp|stopstp|revokeStopSip}/OTPValidate?planId=: an EMF
 * account's stop or revocation, confirmed with the OTP sent to its registered mobile and e-mail.
 */
export function PlanOtpPage() {
  const { flow = '' } = useParams();
  const trxnType = actionOfFlow[flow];
  const planId = usePlanId();
  const navigate = useNavigate();
  const otp = useOtpChallenge({
    send: async (mode) => {
      if (!trxnType) return null;
      const reply = await planCalls.sendOtp({ trxnType, planId, btnSendResend: mode });
      if (!('otpGenRefId' in reply)) throw new Error(reply.message);
      return {
        otpGenRefId: reply.otpGenRefId,
        mobile: reply.mobile,
        emailId: reply.emailId,
        canResend: reply.otp_regenrate === 'Y',
      };
    },
    firstSendKey: trxnType && planId ? 'first' : null,
    check: (typed) => (/^\d{6}$/.test(typed) ? undefined : planMessages.otpFormat),
    verify: async (typed, sent) => {
      if (!trxnType) return;
      const envelope = await planCalls.validateOtp({
        trxnType,
        planId,
        otpGenRefId: sent.otpGenRefId,
        otp: typed,
      });
      if (envelope.isSuccess && 'tid' in envelope.data) {
        void navigate(ackPath(envelope.data.trxnType, envelope.data.tid), { replace: true });
        return;
      }
      return envelope.displayMessage;
    },
  });
  const { sent } = otp;

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
      <OtpChallenge
        statusOutside
        sentToContacts={{ sent, sending: otp.pending === 'send' }}
        error={otp.error}
        label="Enter OTP"
        otp={otp.otp}
        onOtpChange={otp.setOtp}
        length={otpPolicy.digits}
        fieldError={otp.fieldError}
        fieldDisabled={!sent}
        onSubmit={otp.submit}
        submitLabel="Confirm"
        submitting={otp.pending === 'verify'}
        submitDisabled={!sent}
        alignActions
        resend={{
          style: 'button',
          ...otp.countdown,
          onResend: otp.resend,
          sending: otp.pending === 'send' && sent !== null,
          disabled: !sent || !sent.canResend,
        }}
        actions={
          <ButtonLink variant="secondary" to={myPlansPath}>
            Cancel
          </ButtonLink>
        }
      />
    </RequestFrame>
  );
}
