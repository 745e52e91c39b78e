import { ddpiMessages } from '@cdesk/domain';
import { useEsignReturn } from '../../../lib/use-esign-return';
import { ButtonLink } from '../../../ui/button-link';
import { EsignRefused, EsignReturnScreen, EsignSigned } from '../../../ui/esign-return-screen';
import { ddpiCalls, ddpiPath } from './ddpi-calls';

const title = 'DDPI e-sign';

/** /ddpiesigncapture: the e-sign service's return; the signed DDPI is registered. */
export function DdpiEsignCapturePage() {
  const { txnId, state } = useEsignReturn(
    (returned, signal) => ddpiCalls.esignResponse(returned, signal),
    false,
  );
  const back = <ButtonLink to={ddpiPath}>Back to DDPI</ButtonLink>;

  if (!txnId) return <EsignRefused title={title} message={ddpiMessages.esignFailed} back={back} />;
  return (
    <EsignReturnScreen
      state={state}
      title={title}
      waiting="Completing your signature and registering the DDPI…"
      back={back}
      signed={(data) => (
        <EsignSigned
          title={title}
          message={data.message}
          reference={data.ddpiReqId}
          actions={<ButtonLink to={ddpiPath}>View DDPI status</ButtonLink>}
        />
      )}
    />
  );
}
