import type { TClosureRequestView, TClosureSigned } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { closureCalls } from './closure-calls';
import { ClosureOtp } from './closure-otp';
import { leaveForEsign } from '../../../lib/use-esign-return';

interface ClosureSignProps {
  request: TClosureRequestView;
  onBack: () => void;
  onSigned: (signed: TClosureSigned) => void;
}

/** Step 3: signing the submitted request by OTP here, or by Aadhaar e-sign at the e-sign service. */
export function ClosureSign({ request, onBack, onSigned }: ClosureSignProps) {
  const id = request.closureReqId;
  const { state, retry } = useGatewayLoad(`closure-sign-${id}`, (signal) =>
    closureCalls.esignDetail({ closureReqId: id }, signal),
  );
  const [tncLang, setTncLang] = useState(request.language);
  const action = useAction<'esign'>();
  const esign = () =>
    void action.run('esign', async () => {
      if (state.status !== 'ready') return;
      const started = await closureCalls.esignStart({
        closureReqId: id,
        tncLang,
        esignDocSrNo: state.data.esignDocSrNo,
      });
      leaveForEsign(started.redirectUrl);
    });

  if (state.status === 'loading') return <Skeleton className="h-64 w-full" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const detail = state.data;
  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      <div>
        <h2 className="text-lg font-semibold">
          {detail.otpSignOrEsign === 'O' ? 'Sign by OTP' : 'Sign by Aadhaar e-sign'}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Request number <span className="figures font-medium text-text">{id}</span> of{' '}
          {detail.holderName}
        </p>
      </div>
      {detail.otpSignOrEsign === 'O' ? (
        <ClosureOtp closureReqId={id} mobile={detail.mobile} onSigned={onSigned} />
      ) : (
        <>
          <p className="text-[15px] text-muted">
            You will sign at the e-sign service with an OTP sent to the mobile number linked to your
            Aadhaar, and come back here.
          </p>
          <Select
            label="Preferred T & C language"
            value={tncLang}
            onValueChange={setTncLang}
            options={detail.tncLang.map((l) => ({ value: l.LANG_ID, label: l.LANGUAGE }))}
          />
          {action.error && <Alert tone="error">{action.error}</Alert>}
          <Button
            className="tablet:self-start"
            loading={action.pending === 'esign'}
            onClick={esign}
          >
            Sign with Aadhaar e-sign
          </Button>
        </>
      )}
      <Button variant="ghost" className="tablet:self-start" onClick={onBack}>
        Back to the request
      </Button>
    </Card>
  );
}
