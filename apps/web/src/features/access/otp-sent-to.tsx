import { Alert } from '../../ui/alert';
import type { SentOtp } from './use-otp-sign-in';

/** Where the login OTP went: the server's message, the mobile and the e-mail. */
export function OtpSentTo({ sent }: { sent: SentOtp }) {
  return (
    <Alert tone="info">
      <p>{sent.message}</p>
      <p className="figures mt-1 font-normal">
        Mobile {sent.mobile}
        {sent.emailId && <> · E-mail {sent.emailId}</>}
      </p>
    </Alert>
  );
}
