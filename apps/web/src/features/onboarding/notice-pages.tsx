import { onboardingMessages } from '@cdesk/domain';
import { ShieldX, TimerOff } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../ui/button-link';
import { NoticeScreen } from '../../ui/notice-screen';
import { regPath, useRegArea } from './reg-area';
import { clearRegSession } from './reg-state';

/** /tradereg/auth-error: the session expired (a 401 reply lands here). */
export function AuthErrorPage() {
  const area = useRegArea();
  useEffect(clearRegSession, []);
  return (
    <NoticeScreen
      icon={TimerOff}
      tone="loss"
      title={onboardingMessages.sessionExpired}
      actions={<ButtonLink to={regPath(area, 'createlogin/generate-otp')}>Login again</ButtonLink>}
      className="px-0 tablet:px-0"
    >
      <p>
        Your application is saved. Log in again with the same mobile number or e-mail ID to resume
        it.
      </p>
    </NoticeScreen>
  );
}

/** /tradereg/unauthorised-access: an application or account of the other area. */
export function RegUnauthorisedPage() {
  const area = useRegArea();
  const other = area === 'emftradereg' ? 'an E-Wealth' : 'an E-Wealth MF';
  return (
    <NoticeScreen
      icon={ShieldX}
      tone="loss"
      title={onboardingMessages.unauthorised}
      actions={
        <>
          <ButtonLink to="/">Go to home</ButtonLink>
          <ButtonLink to={regPath(area, 'createlogin/search-login')} variant="secondary">
            Your applications
          </ButtonLink>
        </>
      }
      className="px-0 tablet:px-0"
    >
      <p>
        This page is not available for your type of account: {other} account is opened in its own
        area.
      </p>
    </NoticeScreen>
  );
}
