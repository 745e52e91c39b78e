import { receiveNomiEsignResponseProfileCall } from '@cdesk/domain';
import { useNavigate } from 'react-router';
import { useEsignReturn } from '../../lib/use-esign-return';
import { Button } from '../../ui/button';
import { EsignReturnScreen, EsignSigned } from '../../ui/esign-return-screen';
import { forgetFlow, readReturnTo } from './flow-store';
import { nomineeCall } from './nominee-calls';

const title = 'E- SIGN VERIFICATION';

/** /nomiesigncapture: where the e-sign service sends the investor back; completes the request. */
export function EsignCapturePage() {
  const navigate = useNavigate();
  const { state } = useEsignReturn((returned) =>
    nomineeCall(receiveNomiEsignResponseProfileCall, returned, false),
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

  return (
    <EsignReturnScreen
      state={state}
      title={title}
      back={<Button onClick={toNominees}>Back to nominee details</Button>}
      signed={(data) => (
        <EsignSigned
          title={title}
          message={data.message}
          reference={data.nomiReqId}
          actions={
            data.isFromTransact === 'Y' ? (
              <Button onClick={toTransact}>Continue with your transaction</Button>
            ) : (
              <Button onClick={toNominees}>View nominee details</Button>
            )
          }
        />
      )}
    />
  );
}
