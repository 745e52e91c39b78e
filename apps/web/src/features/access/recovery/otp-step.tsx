import { messages, otpPattern } from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OtpChallenge } from '../../../ui/otp-challenge';
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

  function submit() {
    if (!otpPattern.test(otp)) return setError(messages.otpInvalid);
    setError(undefined);
    onVerify(otp);
  }

  return (
    <OtpChallenge
      layout="stack"
      onSubmit={submit}
      sentTo={
        <Alert tone="info">
          <p>{messages.otpSent}</p>
          <p className="figures mt-1 font-normal">
            Mobile {sent.mobile}
            {sent.emailId && <> · E-mail {sent.emailId}</>}
          </p>
        </Alert>
      }
      otp={otp}
      onOtpChange={(next) => {
        setOtp(next);
        setError(undefined);
      }}
      fieldError={error}
      hint="Enter the 6-digit OTP."
      resend={{
        style: 'line',
        seconds: sent.otpSeconds,
        runKey: round,
        onResend,
        sending: pending === 'resend',
      }}
      submitLabel="Verify OTP"
      submitting={pending === 'verify'}
      submitClassName="w-full"
      actions={
        <Button variant="ghost" className="w-full" onClick={onBack}>
          Change details
        </Button>
      }
    />
  );
}
