import { closureLimits, type TClosureSigned } from '@cdesk/domain';
import { useOtpChallenge } from '../../../lib/use-otp-challenge';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpChallenge } from '../../../ui/otp-challenge';
import { closureCalls } from './closure-calls';

interface ClosureOtpProps {
  closureReqId: string;
  /** Where the OTP goes, masked, before it is sent. */
  mobile: string;
  onSigned: (signed: TClosureSigned) => void;
}

/** Signing by OTP: send it, enter it, sign; a wrong one is answered 'Invalid Otp.'. */
export function ClosureOtp({ closureReqId, mobile, onSigned }: ClosureOtpProps) {
  const otp = useOtpChallenge({
    send: async (btnSendResend) => {
      const reply = await closureCalls.sendOtp({ closureReqId, btnSendResend });
      return { otpGenRefId: reply.otpGenRefId, mobile: reply.mobile, message: reply.message };
    },
    verify: async (typed, sent) =>
      onSigned(
        await closureCalls.verifyOtp({ closureReqId, otpGenRefId: sent.otpGenRefId, otp: typed }),
      ),
    // The closure offers its resend at once.
    resendAfterSeconds: 0,
    clearOnRefusal: true,
    typingClears: 'error',
  });
  const { sent } = otp;

  if (!sent)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-[15px] text-muted">
          We will send a {closureLimits.otpLength}-digit OTP to your registered mobile number{' '}
          {mobile} and e-mail ID. Entering it signs your request and closes your account.
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
          {sent.message} ({sent.mobile})
        </p>
      }
      label="Enter OTP"
      otp={otp.otp}
      onOtpChange={otp.setOtp}
      length={closureLimits.otpLength}
      error={otp.error}
      errorAt="field"
      onSubmit={otp.submit}
      submitLabel="Sign and close my account"
      submitting={otp.pending === 'verify'}
      submitDisabled={otp.otp.length !== closureLimits.otpLength}
      resend={{
        style: 'button',
        ...otp.countdown,
        onResend: otp.resend,
        sending: otp.pending === 'send',
      }}
    />
  );
}
