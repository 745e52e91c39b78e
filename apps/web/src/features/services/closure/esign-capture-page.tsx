import { CircleX, LoaderCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { accountClosurePath, closureCalls } from './closure-calls';
import { ClosureDone } from './closure-done';

/** /closureesigncapture: the e-sign service's return; the request is signed and the account closed. */
export function ClosureEsignCapturePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const txnId = params.get('txnId') ?? '';
  const { state } = useGatewayLoad(txnId, () =>
    closureCalls.esignReturn({
      txnId,
      status: params.get('status') ?? '',
      signature: params.get('signature') ?? '',
    }),
  );

  if (state.status === 'loading')
    return (
      <NoticeScreen icon={LoaderCircle} tone="info" title="E- SIGN VERIFICATION">
        <p role="status">Completing your signature…</p>
      </NoticeScreen>
    );
  if (state.status === 'error')
    return (
      <NoticeScreen
        icon={CircleX}
        tone="loss"
        title="E- SIGN VERIFICATION"
        actions={
          <Button onClick={() => navigate(accountClosurePath, { replace: true })}>
            Back to account closure
          </Button>
        }
      >
        <p role="alert">{state.message}</p>
      </NoticeScreen>
    );
  return <ClosureDone signed={state.data} />;
}
