import {
  digiLockerKycCall,
  loadDigiLockerScrnCall,
  onboardingKycMessages,
  screenIdFor,
} from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { useGoToScreen } from '../use-screen-navigation';
import type { StepPageProps } from './step-page-props';

const maskedMobile = (mobile: string) =>
  mobile.length >= 4 ? `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;

/** Screens 11, 20, 26, 32: KYC through DigiLocker, where the person shares the Aadhaar identity. */
export function DigiLockerStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadDigiLockerScrnCall, { holder }, holder);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState('');
  const goTo = useGoToScreen();

  const start = async () => {
    setConsentError('');
    if (!consent) {
      setConsentError(onboardingKycMessages.aadhaarMobileConsent);
      return null;
    }
    const { redirectUrl } = await regCall(digiLockerKycCall, {
      holder,
      aadhaarMobileConsent: 'Y',
    });
    window.location.assign(redirectUrl);
    return null;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="DigiLocker KYC"
      subtitle="Complete your KYC with the Aadhaar in your DigiLocker."
      onNext={data ? start : undefined}
      hideNext={!data}
      nextLabel="Continue to DigiLocker"
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && (
        <>
          <p className="text-sm text-muted">
            No KYC record was found for PAN{' '}
            <span className="font-medium text-text">{data.entered.pan}</span>. You will sign in to
            DigiLocker with the mobile number linked with your Aadhaar and allow Client Desk to read
            your Aadhaar details (name, date of birth, gender, address and photo). You then come
            back here to check them.
          </p>
          {data.received === 'Y' && (
            <Alert
              tone="info"
              action={
                <Button
                  variant="secondary"
                  onClick={() => goTo(screenIdFor('loaddigilockervrfy', holder))}
                >
                  Review details
                </Button>
              }
            >
              Your DigiLocker details are already received.
            </Alert>
          )}
          <div className="flex flex-col gap-1">
            <Checkbox
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setConsentError('');
              }}
              aria-invalid={consentError ? true : undefined}
              label={`My mobile number${data.mobile ? ` ${maskedMobile(data.mobile)}` : ''} is linked with my Aadhaar, and I agree to share my Aadhaar details from DigiLocker for my KYC.`}
            />
            {consentError && (
              <p role="alert" className="text-sm font-medium text-loss">
                {consentError}
              </p>
            )}
          </div>
        </>
      )}
    </StepFrame>
  );
}
