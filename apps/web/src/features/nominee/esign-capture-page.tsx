import { receiveNomiEsignResponseProfileCall } from '@cdesk/domain';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { NoticeScreen } from '../../ui/notice-screen';
import { forgetFlow, readReturnTo } from './flow-store';
import { nomineeCall } from './nominee-calls';
import { useGatewayLoad } from '../../lib/use-gateway-load';

/** /nomiesigncapture: where the e-sign service sends the investor back; completes the request. */
export function EsignCapturePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const txnId = params.get('txnId') ?? '';
  const { state } = useGatewayLoad(txnId, () =>
    nomineeCall(
      receiveNomiEsignResponseProfileCall,
      { txnId, status: params.get('status') ?? '', signature: params.get('signature') ?? '' },
      false,
    ),
  );

  const toNominees = () => {
    forgetFlow();
    navigate('/nomineeTransact', { replace: true });
  };
  const toTransact = () => {
    const to = readReturnTo();
    forgetFlow();
    if (to) navigate(to, { replace: true, state: { nomineeRedirect: true } });
    else toNominees();
  };

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
        actions={<Button onClick={toNominees}>Back to nominee details</Button>}
      >
        <p role="alert">{state.message}</p>
      </NoticeScreen>
    );
  const fromTransact = state.data.isFromTransact === 'Y';
  return (
    <NoticeScreen
      icon={CircleCheck}
      tone="gain"
      eyebrow="Signed"
      title="E- SIGN VERIFICATION"
      actions={
        fromTransact ? (
          <Button onClick={toTransact}>Continue with your transaction</Button>
        ) : (
          <Button onClick={toNominees}>View nominee details</Button>
        )
      }
    >
      <p role="status">{state.data.message}</p>
      <p className="mt-2 text-sm">
        Request number <span className="figures font-medium text-text">{state.data.nomiReqId}</span>
      </p>
    </NoticeScreen>
  );
}
