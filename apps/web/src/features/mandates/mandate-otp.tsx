import { messages, type TCallMandateAuthResponse } from '@cdesk/domain';
import { useOtpChallenge } from '../../lib/use-otp-challenge';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpChallenge } from '../../ui/otp-challenge';
import { mandateCalls } from './mandate-calls';

interface MandateOtpProps {
  d: string;
  /** The registered mobile, masked, before the OTP is sent. */
  mobile: string;
  digits: number;
  onAuthorised: (reply: TCallMandateAuthResponse) => void;
}

/** The OTP that authorises a partner's mandate request: send, enter, authorise; resend after 30 s. */
export function MandateOtp({ d, mobile, digits, onAuthorised }: MandateOtpProps) {
  const otp = useOtpChallenge({
    send: async (mode) => {
      const reply = await mandateCalls.sendAuthOtp({ d, btnSendResend: mode });
      return {
        otpGenRefId: reply.otpGenRefId,
        mobile: reply.mobile,
        canResend: reply.otp_regenrate === 'Y',
      };
    },
    check: (typed) =>
      new RegExp(`^\\d{${digits}}$`).test(typed) ? undefined : messages.otpInvalid,
    verify: async (typed, sent) =>
      onAuthorised(await mandateCalls.authorise({ d, otpGenRefId: sent.otpGenRefId, otp: typed })),
    clearOnRefusal: true,
  });
  const { sent } = otp;

  if (!sent)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-[15px] text-muted">
          An OTP will be sent to your registered mobile number {mobile} and e-mail ID.
        </p>
        {otp.error && <Alert tone="error">{otp.error}</Alert>}
        <Button
          className="tablet:self-start"
          loading={otp.pending === 'send'}
          onClick={() => void otp.send('S')}
        >
          Send OTP
        </Button>
      </div>
    );

  return (
    <OtpChallenge
      sentTo={
        <p role="status" className="text-[15px] text-muted">
          OTP has been sent to your registered mobile number {sent.mobile}.
        </p>
      }
      error={otp.error}
      label="Enter OTP"
      otp={otp.otp}
      onOtpChange={otp.setOtp}
      length={digits}
      fieldError={otp.fieldError}
      onSubmit={otp.submit}
      submitLabel="Authorise mandate"
      submitting={otp.pending === 'verify'}
      submitDisabled={otp.pending !== null}
      alignActions
      resend={{
        style: 'button',
        ...otp.countdown,
        onResend: otp.resend,
        sending: otp.pending === 'send',
        disabled: !sent.canResend || otp.pending !== null,
      }}
    />
  );
}
