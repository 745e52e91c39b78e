import { messages, type LoginMethod } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { OtpField } from '../../ui/otp-field';
import { formatSeconds, useCountdown } from '../../ui/use-countdown';
import { LoginIdField } from './login-id-field';
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
  const left = useCountdown(sent?.otpSeconds ?? 0, flow.round);

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.verify(loginId, method);
      }}
      className="flex flex-col gap-5"
    >
      <Alert tone="info">
        <p>{sent.message}</p>
        <p className="figures mt-1 font-normal">
          Mobile {sent.mobile}
          {sent.emailId && <> · E-mail {sent.emailId}</>}
        </p>
      </Alert>
      {flow.error && <Alert tone="error">{flow.error}</Alert>}
      <OtpField
        value={flow.otp}
        onChange={flow.setOtp}
        error={flow.otpError}
        hint="Enter the 6-digit OTP."
        disabled={flow.resetting}
      />
      <div className="-mt-2 flex min-h-11 items-center justify-between gap-3 text-sm">
        {left > 0 ? (
          <p className="text-muted" aria-live="off">
            Resend OTP in{' '}
            <span className="figures font-medium text-text">{formatSeconds(left)}</span>
          </p>
        ) : sent.canRegenerate ? (
          <Button
            variant="ghost"
            className="-ml-4"
            loading={flow.pending === 'send'}
            disabled={flow.resetting}
            onClick={() => void flow.send(loginId, method)}
          >
            Resend OTP
          </Button>
        ) : (
          <p className="text-muted">No more OTPs can be sent for now.</p>
        )}
      </div>
      <Button
        type="submit"
        loading={flow.pending === 'verify'}
        disabled={flow.resetting}
        className="w-full"
      >
        {flow.pending === 'verify' ? 'Verifying…' : 'Verify OTP'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onUsePassword}>
        Login with password
      </Button>
    </form>
  );
}
