import { ddpiMessages } from '@cdesk/domain';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { ddpiCalls, ddpiPath } from './ddpi-calls';

/** /ddpiesigncapture: the e-sign service's return; the signed DDPI is registered. */
export function DdpiEsignCapturePage() {
  const [params] = useSearchParams();
  const txnId = params.get('txnId') ?? '';
  const { state } = useGatewayLoad(txnId || null, (signal) =>
    ddpiCalls.esignResponse(
      { txnId, status: params.get('status') ?? '', signature: params.get('signature') ?? '' },
      signal,
    ),
  );
  const back = <ButtonLink to={ddpiPath}>Back to DDPI</ButtonLink>;

  if (!txnId)
    return (
      <NoticeScreen icon={CircleX} tone="loss" title="DDPI e-sign" actions={back}>
        <p role="alert">{ddpiMessages.esignFailed}</p>
      </NoticeScreen>
    );
  if (state.status === 'loading')
    return (
      <NoticeScreen icon={LoaderCircle} tone="info" title="DDPI e-sign">
        <p role="status">Completing your signature and registering the DDPI…</p>
      </NoticeScreen>
    );
  if (state.status === 'error')
    return (
      <NoticeScreen icon={CircleX} tone="loss" title="DDPI e-sign" actions={back}>
        <p role="alert">{state.message}</p>
      </NoticeScreen>
    );
  return (
    <NoticeScreen
      icon={CircleCheck}
      tone="gain"
      eyebrow="Signed"
      title="DDPI e-sign"
      actions={<ButtonLink to={ddpiPath}>View DDPI status</ButtonLink>}
    >
      <p role="status">{state.data.message}</p>
      <p className="mt-2 text-sm">
        Request number <span className="figures font-medium text-text">{state.data.ddpiReqId}</span>
      </p>
    </NoticeScreen>
  );
}
