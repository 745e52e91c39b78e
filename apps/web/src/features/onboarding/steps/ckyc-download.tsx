import { loadCkycDownloadScrnCall, saveCkycDownloadScrnCall } from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { IdentityCard } from '../kyc/identity-card';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/** Screens 61-64: the holder's record in the Central KYC Registry, by PAN and date of birth. */
export function CkycDownloadStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadCkycDownloadScrnCall, { holder }, holder);
  const [consent, setConsent] = useState(false);
  const save = async () =>
    (await regCall(saveCkycDownloadScrnCall, { holder, consent: consent ? 'Y' : 'N' }))
      .nextScreenId;

  return (
    <StepFrame
      screenId={screenId}
      title="CKYC data download"
      subtitle={data ? `PAN ${data.entered.pan}, born ${data.entered.dob}` : undefined}
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <Alert tone="info">{data.message}</Alert>
          {data.identity && (
            <>
              <IdentityCard
                identity={data.identity}
                heading="Central KYC Registry"
                badge="Record found"
              />
              <Checkbox
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                label="I agree that my KYC details are downloaded from the Central KYC Registry and used to open my account."
              />
            </>
          )}
        </>
      )}
    </StepFrame>
  );
}
