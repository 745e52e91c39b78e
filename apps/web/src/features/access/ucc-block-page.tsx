import { messages } from '@cdesk/domain';
import { Lock } from 'lucide-react';
import { PublicFrame } from '../public';
import { ButtonLink } from '../../ui/button-link';
import { NoticeScreen } from '../../ui/notice-screen';

/** /ucc-block: after the fourth failed login (spec 1 section 4.2); a password reset unblocks. */
export function UccBlockPage() {
  return (
    <PublicFrame>
      <NoticeScreen
        icon={Lock}
        tone="loss"
        title="Your account is blocked"
        actions={
          <>
            <ButtonLink to="/forgot-password">Reset password</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              Back to login
            </ButtonLink>
          </>
        }
      >
        <p>{messages.accountBlocked}</p>
        <p className="mt-3">
          Resetting your password needs your login ID, your date of birth and an OTP sent to your
          registered mobile number and e-mail.
        </p>
      </NoticeScreen>
    </PublicFrame>
  );
}
