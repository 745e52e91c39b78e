import {
  esignStatuses,
  formFileTypes,
  loadEsignDetailCall,
  processEsignRequestCall,
} from '@cdesk/domain';
import { Download, Fingerprint } from 'lucide-react';
import { saveFile } from '../../../lib/gateway-file';
import { Button } from '../../../ui/button';
import { FactList } from '../../../ui/fact-list';
import { ChangeApplication } from '../form/change-application';
import { EsignStatusBadge } from '../form/esign-status';
import { useFormFile } from '../form/use-form-file';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/**
 * Screen 50: the form's e-sign. Pending: the applicant signs at the Aadhaar e-sign service, which
 * returns to esigncapture. Done: the signed form can be downloaded and Next goes on.
 */
export function EsignStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadEsignDetailCall, {}, 'esign');
  const done = data?.esignStatus === esignStatuses.done;
  const signed = useFormFile(done, formFileTypes.signed);

  const start = async () => {
    const started = await regCall(processEsignRequestCall, {});
    window.location.assign(started.redirectUrl);
    return null;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="E-sign your form"
      subtitle="Sign your account opening form with your Aadhaar: an OTP is sent to the mobile number linked with your Aadhaar."
      onNext={data && !done ? start : undefined}
      nextLabel={done ? undefined : 'E-sign with Aadhaar'}
      hideNext={!data}
      error={error || signed.error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border px-4 py-3">
            <div className="flex items-center gap-3">
              <Fingerprint aria-hidden className="size-6 shrink-0 text-brand" />
              <div className="flex flex-col">
                <span className="text-sm text-muted">Account opening form</span>
                <span className="font-semibold">{data.signerName}</span>
              </div>
            </div>
            <EsignStatusBadge status={data.esignStatus} />
          </div>
          <FactList
            className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm tablet:grid-cols-[max-content_1fr]"
            rowClassName="contents"
            valueClassName="figures font-medium break-all"
            facts={[
              ['Application number', data.refNo],
              ...(done
                ? ([
                    ['Signed on', data.signedOn],
                    ['E-sign transaction', data.txnId],
                  ] as const)
                : []),
            ]}
          />
          {done ? (
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                disabled={!signed.blob}
                onClick={() =>
                  signed.blob && saveFile(signed.blob, `ewealth-form-${data.refNo}-esigned.pdf`)
                }
              >
                <Download aria-hidden className="size-4" />
                Download signed form
              </Button>
              <ChangeApplication />
            </div>
          ) : (
            <p className="text-sm text-muted">
              You will be taken to the e-sign service. After you sign, you come back here and your
              application goes on.
            </p>
          )}
        </>
      )}
    </StepFrame>
  );
}
