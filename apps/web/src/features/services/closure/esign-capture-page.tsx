import { useNavigate } from 'react-router';
import { useEsignReturn } from '../../../lib/use-esign-return';
import { Button } from '../../../ui/button';
import { EsignReturnScreen } from '../../../ui/esign-return-screen';
import { accountClosurePath, closureCalls } from './closure-calls';
import { ClosureDone } from './closure-done';

/** /closureesigncapture: the e-sign service's return; the request is signed and the account closed. */
export function ClosureEsignCapturePage() {
  const navigate = useNavigate();
  const { state } = useEsignReturn((returned) => closureCalls.esignReturn(returned));
  return (
    <EsignReturnScreen
      state={state}
      title="E- SIGN VERIFICATION"
      back={
        <Button onClick={() => navigate(accountClosurePath, { replace: true })}>
          Back to account closure
        </Button>
      }
      signed={(signed) => <ClosureDone signed={signed} />}
    />
  );
}
