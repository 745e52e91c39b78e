import { messages, type TCallMandateAuthResponse } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpField } from '../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../ui/use-countdown';
import { mandateCalls } from './mandate-calls';

const resendAfterSeconds = 30;

interface Sent {
  otpGenRefId: string;
  mobile: string;
  canResend: boolean;
  at: number;
}

interface MandateOtpProps {
  d: string;
  /** The registered mobile, masked, before the OTP is sent. */
  mobile: string;
  digits: number;
  onAuthorised: (reply: TCallMandateAuthResponse) => void;
}

/** The OTP that authorises a partner's mandate request: send, enter, authorise; resend after 30 s. */
export function MandateOtp({ d, mobile, digits, onAuthorised }: MandateOtpProps) {
  const action = useAction<'send' | 'authorise'>();
  const [sent, setSent] = useState<Sent | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const wait = useCountdown(sent ? resendAfterSeconds : 0, sent?.at);

  const send = (mode: 'S' | 'R') =>
    void action.run('send', async () => {
      const reply = await mandateCalls.sendAuthOtp({ d, btnSendResend: mode });
      setSent({
        otpGenRefId: reply.otpGenRefId,
        mobile: reply.mobile,
        canResend: reply.otp_regenrate === 'Y',
        at: Date.now(),
      });
      setOtp('');
      setOtpError('');
    });

  const authorise = () => {
    if (!new RegExp(`^\\d{${digits}}$`).test(otp)) {
      setOtpError(messages.otpInvalid);
      return;
    }
    void action.run('authorise', async () => {
      if (!sent) return;
      try {
        onAuthorised(await mandateCalls.authorise({ d, otpGenRefId: sent.otpGenRefId, otp }));
      } catch (caught) {
        setOtp('');
        throw caught;
      }
    });
  };

  if (!sent)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-[15px] text-muted">
          An OTP will be sent to your registered mobile number {mobile} and e-mail ID.
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
        authorise();
      }}
    >
      <p role="status" className="text-[15px] text-muted">
        OTP has been sent to your registered mobile number {sent.mobile}.
      </p>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <OtpField
        label="Enter OTP"
        value={otp}
        onChange={(value) => {
          setOtp(value);
          setOtpError('');
        }}
        length={digits}
        error={otpError}
      />
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center">
        <Button
          type="submit"
          disabled={action.pending !== null}
          loading={action.pending === 'authorise'}
        >
          Authorise mandate
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!sent.canResend || wait > 0 || action.pending !== null}
          loading={action.pending === 'send'}
          onClick={() => send('R')}
        >
          {wait > 0 ? `Resend OTP in ${formatSeconds(wait)}` : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}
