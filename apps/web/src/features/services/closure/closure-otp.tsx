import { closureLimits, type TClosureSigned } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpField } from '../../../ui/otp-field';
import { closureCalls } from './closure-calls';

interface Sent {
  otpGenRefId: string;
  mobile: string;
  message: string;
}

interface ClosureOtpProps {
  closureReqId: string;
  /** Where the OTP goes, masked, before it is sent. */
  mobile: string;
  onSigned: (signed: TClosureSigned) => void;
}

/** Signing by OTP: send it, enter it, sign; a wrong one is answered 'Invalid Otp.'. */
export function ClosureOtp({ closureReqId, mobile, onSigned }: ClosureOtpProps) {
  const action = useAction<'send' | 'sign'>();
  const [sent, setSent] = useState<Sent | null>(null);
  const [otp, setOtp] = useState('');

  const send = (btnSendResend: 'S' | 'R') =>
    void action.run('send', async () => {
      const reply = await closureCalls.sendOtp({ closureReqId, btnSendResend });
      setSent({ otpGenRefId: reply.otpGenRefId, mobile: reply.mobile, message: reply.message });
      setOtp('');
    });
  const sign = () =>
    void action.run('sign', async () => {
      if (!sent) return;
      try {
        onSigned(
          await closureCalls.verifyOtp({ closureReqId, otpGenRefId: sent.otpGenRefId, otp }),
        );
      } catch (caught) {
        setOtp('');
        throw caught;
      }
    });

  if (!sent)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-[15px] text-muted">
          We will send a {closureLimits.otpLength}-digit OTP to your registered mobile number{' '}
          {mobile} and e-mail ID. Entering it signs your request and closes your account.
        </p>
        {action.error && <Alert tone="error">{action.error}</Alert>}
        <Button
          className="tablet:self-start"
          loading={action.pending === 'send'}
          onClick={() => send('S')}
        >
          Send OTP
        </Button>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        sign();
      }}
    >
      <p role="status" className="text-[15px] text-muted">
        {sent.message} ({sent.mobile})
      </p>
      <OtpField
        label="Enter OTP"
        value={otp}
        onChange={(digits) => {
          setOtp(digits);
          action.setError('');
        }}
        length={closureLimits.otpLength}
      />
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button
          type="submit"
          disabled={otp.length !== closureLimits.otpLength}
          loading={action.pending === 'sign'}
        >
          Sign and close my account
        </Button>
        <Button variant="ghost" loading={action.pending === 'send'} onClick={() => send('R')}>
          Resend OTP
        </Button>
      </div>
    </form>
  );
}
