import { messages, otpPattern } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpField } from '../../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../../ui/use-countdown';
import type { RecoveryStarted } from './recovery-calls';

interface OtpStepProps {
  sent: RecoveryStarted;
  /** Changes with every send, so the countdown starts again. */
  round: number;
  pending: 'verify' | 'resend' | null;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

export function OtpStep({ sent, round, pending, onVerify, onResend, onBack }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const left = useCountdown(sent.otpSeconds, round);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!otpPattern.test(otp)) return setError(messages.otpInvalid);
    setError(undefined);
    onVerify(otp);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Alert tone="info">
        <p>{messages.otpSent}</p>
        <p className="figures mt-1 font-normal">
          Mobile {sent.mobile}
          {sent.emailId && <> · E-mail {sent.emailId}</>}
        </p>
      </Alert>
      <OtpField
        value={otp}
        onChange={(next) => {
          setOtp(next);
          setError(undefined);
        }}
        error={error}
        hint="Enter the 6-digit OTP."
      />
      <div className="-mt-2 flex min-h-11 items-center text-sm">
        {left > 0 ? (
          <p className="text-muted">
            Resend OTP in{' '}
            <span className="figures font-medium text-text">{formatSeconds(left)}</span>
          </p>
        ) : (
          <Button
            variant="ghost"
            className="-ml-4"
            loading={pending === 'resend'}
            onClick={onResend}
          >
            Resend OTP
          </Button>
        )}
      </div>
      <Button type="submit" loading={pending === 'verify'} className="w-full">
        Verify OTP
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Change details
      </Button>
    </form>
  );
}
