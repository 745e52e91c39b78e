import { loadNomiEsignDtlProfileCall, signScreenTitle } from '@cdesk/domain';
import { EsignSign } from './esign-sign';
import { nomineeCall } from './nominee-calls';
import { OtpSign } from './otp-sign';
import { StepNotReady } from './load-failure';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import type { StepProps } from './wizard-types';

interface SignStepProps extends StepProps {
  /** After an OTP signature, with the server's message: the nominee view, or the transact page. */
  onSigned: (message: string) => void;
}

/** S5: the submitted form is signed, by OTP or by Aadhaar e-sign as the server says. */
export function SignStep({ flow, send, back, onSigned }: SignStepProps) {
  const { nomiReqId, isFromTransact } = flow;
  const { state, retry: reload } = useGatewayLoad(nomiReqId, () =>
    nomineeCall(loadNomiEsignDtlProfileCall, { nomiReqId }, isFromTransact),
  );
  if (state.status !== 'ready')
    return (
      <StepNotReady
        state={state}
        title={signScreenTitle('E')}
        stage="Sign"
        onRetry={reload}
        onBack={back}
      />
    );
  const detail = state.data;
  const common = { nomiReqId, isFromTransact, onBack: back };
  if (detail.otpSignOrEsign === 'O') {
    const consentId = detail.esignDetl[0]?.esignDocDetl.esignDocConsent[0]?.consentId ?? '';
    return (
      <OtpSign
        {...common}
        consentId={consentId}
        onSigned={(message) => {
          send({ type: 'SIGNED' });
          onSigned(message);
        }}
      />
    );
  }
  return <EsignSign {...common} detail={detail} onStale={() => send({ type: 'CANCELLED' })} />;
}
