import { messages, type LoginMethod } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpChallenge } from '../../ui/otp-challenge';
import { LoginIdField } from './login-id-field';
import { OtpSentTo } from './otp-sent-to';
import { useOtpSignIn, type SignedIn } from './use-otp-sign-in';

interface OtpSignInProps {
  initialMethod: LoginMethod;
  onUsePassword: () => void;
  /**
   * Handed down by the login page, whose chunk already holds it: importing it here would make
   * that chunk export it, and the login page would no longer be a chunk of its own.
   */
  onSignedIn: SignedIn;
}

/** Spec 1 section 4.3: log in with an OTP sent to the registered mobile and e-mail. */
export function OtpSignIn({ initialMethod, onUsePassword, onSignedIn }: OtpSignInProps) {
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  const [loginId, setLoginId] = useState('');
  const [loginIdError, setLoginIdError] = useState<string>();
  const flow = useOtpSignIn(onSignedIn, () => setLoginId(''));
  const sent = flow.sent;

  function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = loginId.trim() === '' ? messages.emptyField('Login ID') : undefined;
    setLoginIdError(problem);
    if (!problem) void flow.send(loginId, method);
  }

  if (!sent) {
    return (
      <form noValidate onSubmit={onSend} className="flex flex-col gap-5">
        {flow.error && <Alert tone="error">{flow.error}</Alert>}
        <LoginIdField
          method={method}
          loginId={loginId}
          error={loginIdError}
          disabled={flow.resetting}
          onMethodChange={setMethod}
          onLoginIdChange={(next) => {
            setLoginId(next);
            setLoginIdError(undefined);
          }}
        />
        <Button
          type="submit"
          loading={flow.pending === 'send'}
          disabled={flow.resetting}
          className="w-full"
        >
          Send OTP
        </Button>
        <Button variant="ghost" className="w-full" onClick={onUsePassword}>
          Login with password
        </Button>
      </form>
    );
  }

  return (
    <OtpChallenge
      layout="stack"
      onSubmit={() => void flow.verify(loginId, method)}
      sentTo={<OtpSentTo sent={sent} />}
      error={flow.error}
      otp={flow.otp}
      onOtpChange={flow.setOtp}
      fieldError={flow.otpError}
      hint="Enter the 6-digit OTP."
      fieldDisabled={flow.resetting}
      resend={{
        style: 'line',
        seconds: sent.otpSeconds,
        runKey: flow.round,
        quietCountdown: true,
        exhausted: sent.canRegenerate ? undefined : 'No more OTPs can be sent for now.',
        onResend: () => void flow.send(loginId, method),
        sending: flow.pending === 'send',
        disabled: flow.resetting,
      }}
      submitLabel={flow.pending === 'verify' ? 'Verifying…' : 'Verify OTP'}
      submitting={flow.pending === 'verify'}
      submitDisabled={flow.resetting}
      submitClassName="w-full"
      actions={
        <Button variant="ghost" className="w-full" onClick={onUsePassword}>
          Login with password
        </Button>
      }
    />
  );
}
