import { kraStatusLabels, loadKraDownloadScrnCall, saveKraDownloadCall } from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { IdentityCard } from '../kyc/identity-card';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/** Screens 53-56: the holder's record at the KYC Registration Agency, found by PAN. */
export function KraDownloadStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadKraDownloadScrnCall, { holder }, holder);
  const [consent, setConsent] = useState(false);
  const save = async () =>
    (await regCall(saveKraDownloadCall, { holder, consent: consent ? 'Y' : 'N' })).nextScreenId;

  return (
    <StepFrame
      screenId={screenId}
      title="KRA data download"
      subtitle={data ? `KYC record of PAN ${data.entered.pan}` : undefined}
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <Alert tone="info">{data.message}</Alert>
          {data.identity && (
            <IdentityCard
              identity={data.identity}
              heading="KRA (KYC Registration Agency)"
              badge={
                data.kraStatus === 'NOT_FOUND'
                  ? data.kraStatusText
                  : kraStatusLabels[data.kraStatus]
              }
            />
          )}
          {data.usable === 'Y' && (
            <Checkbox
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              label="I agree that my KYC details are downloaded from the KRA and used to open my account."
            />
          )}
        </>
      )}
    </StepFrame>
  );
}
