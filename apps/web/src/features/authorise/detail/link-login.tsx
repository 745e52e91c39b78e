import type { TValidateAuthResponse } from '@cdesk/domain';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authorisationSession } from '../../../lib/authorisation-session';
import { keepRequestedPath } from '../../../lib/requested-path';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { AuthorisationLogin } from '../../access';

/**
 * Spec 1 section 5 for an authorise link opened without a desk login: the account with its
 * investor, and the PIN or date of birth, exactly as the mapping page asks them. The login opens
 * the authorisation only; a desk login instead brings the client back to this link afterwards.
 */
export function LinkLogin({ link }: { link: TValidateAuthResponse }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <main className="flex flex-1 justify-center px-4 pt-8 pb-12 tablet:px-8 tablet:pt-14">
      <div className="w-full max-w-[480px]">
        <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">
          Authorise your transaction
        </h1>
        <p className="mt-1.5 text-muted">
          Your Wealth Partner has placed a transaction for your account. Confirm it is you to see
          it, then authorise or reject it.
        </p>
        <Card className="mt-6 p-5 shadow-sm tablet:p-8">
          <Suspense
            fallback={
              <div role="status" aria-label="Loading" className="flex flex-col gap-3">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            }
          >
            <AuthorisationLogin
              ac={link.njAcNo}
              name={link.investorName}
              onAuthorised={(token) => authorisationSession.save({ token, njAcNo: link.njAcNo })}
            />
          </Suspense>
        </Card>
        <Button
          variant="ghost"
          className="mt-4 w-full"
          onClick={() => {
            keepRequestedPath(pathname + search);
            void navigate('/login');
          }}
        >
          Log in to your desk with your password instead
        </Button>
      </div>
    </main>
  );
}
