import { deepLinkOf } from '@cdesk/domain';
import { LogIn } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { authorisationSession } from '../../../lib/authorisation-session';
import { keepRequestedPath } from '../../../lib/requested-path';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { PublicFrame } from '../../public';
import { useAuthorisationLogin } from './use-authorisation-login';

/** A page an authorise link opens, which asks for its own login (the link's d is in the query). */
function isLinkPage(pathname: string, search: string): boolean {
  if (deepLinkOf(pathname, search)?.kind === 'AUTHORISE') return true;
  return /^\/transact\/authorize\/2fa\/[^/]+\/OTPValidate$/.test(pathname) && search.includes('d=');
}

/**
 * The authorise pages for a visitor (spec 1 section 5 and spec 3 section 6: an access exception):
 * the public frame, and the page with the authorisation login's token on its calls. A link page
 * asks for the login itself; the pages after it (UPI wait, acknowledgement, status) need one.
 */
export function AuthoriseVisitorFrame() {
  const login = useAuthorisationLogin();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Before the page's own effects ask anything: layout effects run first.
  useLayoutEffect(() => {
    authorisationSession.setActive(true);
    return () => authorisationSession.setActive(false);
  }, []);

  return (
    <PublicFrame>
      {login || isLinkPage(pathname, search) ? (
        <Outlet />
      ) : (
        <NoticeScreen
          icon={LogIn}
          tone="brand"
          eyebrow="Transaction authorisation"
          title="Please log in to continue"
          actions={
            <Button
              onClick={() => {
                keepRequestedPath(pathname + search);
                void navigate('/login');
              }}
            >
              Go to login
            </Button>
          }
        >
          <p>
            This page shows a transaction of your account. Open the authorisation link you received
            again, or log in to your desk to see your transactions.
          </p>
        </NoticeScreen>
      )}
    </PublicFrame>
  );
}
