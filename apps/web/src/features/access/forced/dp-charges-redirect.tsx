import { CircleAlert, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { loginPath } from '../../../lib/login-path';
import { loadPage } from '../../../lib/navigation';
import { PublicFrame } from '../../public';
import { useAppSelector } from '../../../lib/store';
import { NoticeScreen } from '../../../ui/notice-screen';
import { dpChargesUrl } from './forced-calls';
import { errorMessage } from '../../../lib/error-message';

/** /dpcharges (optional ?token=): fetches the payment link and goes there (spec 1 section 2.2). */
export function DpChargesRedirect() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const isLogin = useAppSelector((state) => state.access.is_login);
  const [error, setError] = useState('');
  const allowed = token !== undefined || isLogin;

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    dpChargesUrl(token, controller.signal)
      .then((url) => loadPage(url))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(caught));
      });
    return () => controller.abort();
  }, [allowed, token]);

  if (!allowed) return <Navigate to={loginPath()} replace />;
  return (
    <PublicFrame>
      {error ? (
        <NoticeScreen icon={CircleAlert} tone="loss" title="The payment page could not open">
          <p role="alert">{error}</p>
        </NoticeScreen>
      ) : (
        <NoticeScreen icon={Wallet} tone="brand" title="Taking you to the payment page…">
          <p role="status">Please wait while we fetch your depository charges payment link.</p>
        </NoticeScreen>
      )}
    </PublicFrame>
  );
}
