import { processEsignResponseCall } from '@cdesk/domain';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { regPath, useRegArea } from '../reg-area';
import { regCall } from '../reg-gateway';
import { useRegState } from '../reg-state';
import { useGoToScreen } from '../use-screen-navigation';

/**
 * /tradereg/createaccount/esigncapture: where the e-sign service returns. The return is checked
 * by the server; a signed form shows on the e-sign screen as done, anything else says why and
 * offers to sign again.
 */
export function EsignCapturePage() {
  const [query] = useSearchParams();
  const area = useRegArea();
  const reg = useRegState();
  const goTo = useGoToScreen();
  const [failure, setFailure] = useState('');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !reg.refToken) return;
    sent.current = true;
    regCall(processEsignResponseCall, {
      txnId: query.get('txnId') ?? '',
      status: query.get('status') ?? '',
      signature: query.get('signature') ?? '',
    }).then(
      // Back on the e-sign screen, which now says E-Sign Done; its Next goes on.
      () => goTo('50', { replace: true }),
      (error: unknown) => setFailure(errorMessage(error)),
    );
  }, [query, reg.refToken, goTo]);

  if (!reg.refToken) return <Navigate to={regPath(area, 'createlogin/search-login')} replace />;
  if (!failure)
    return (
      <NoticeScreen
        icon={LoaderCircle}
        tone="brand"
        title="Checking your e-sign"
        className="px-0 tablet:px-0"
      >
        <p role="status">Please wait while your signed form is received.</p>
      </NoticeScreen>
    );
  return (
    <NoticeScreen
      icon={TriangleAlert}
      tone="warning"
      title="Your form is not e-signed yet"
      actions={
        <ButtonLink to={regPath(area, 'createaccount/esign')} replace>
          E-sign again
        </ButtonLink>
      }
      className="px-0 tablet:px-0"
    >
      <p role="alert">{failure}</p>
    </NoticeScreen>
  );
}
