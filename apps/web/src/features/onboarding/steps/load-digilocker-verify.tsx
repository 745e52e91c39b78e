import {
  loadDigiLockerVrfyCall,
  type ReplyOf,
  saveDigiLockerKycCall,
  saveDigiLockerVrfyCall,
  screenIdFor,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DifferenceList } from '../kyc/difference-list';
import { IdentityCard } from '../kyc/identity-card';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { useGoToScreen } from '../use-screen-navigation';
import type { StepPageProps } from './step-page-props';

type Loaded = ReplyOf<typeof loadDigiLockerVrfyCall>;

/**
 * Screens 12, 21, 27, 33: DigiLocker sends the person back here with its session; the desk reads
 * what was shared, shows it beside what was entered, and the person confirms it.
 */
export function DigiLockerVerifyStep({ screenId, holder }: StepPageProps) {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [received, setReceived] = useState('');
  const [consent, setConsent] = useState(false);
  const goTo = useGoToScreen();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      if (sessionId) {
        const saved = await regCall(saveDigiLockerKycCall, { holder, sessionId }, { signal });
        setReceived(saved.message);
      }
      setData(await regCall(loadDigiLockerVrfyCall, { holder }, { signal }));
    })().catch((caught: unknown) => !signal.aborted && setError(errorMessage(caught)));
    return () => controller.abort();
  }, [holder, sessionId]);

  const save = async () =>
    (await regCall(saveDigiLockerVrfyCall, { holder, consent: consent ? 'Y' : 'N' })).nextScreenId;
  const retry = (
    <Button variant="secondary" onClick={() => goTo(screenIdFor('loaddigilocker', holder))}>
      Try DigiLocker again
    </Button>
  );
  const identity = data?.identity ?? null;

  return (
    <StepFrame
      screenId={screenId}
      title="DigiLocker verification"
      subtitle="Check the details shared from your DigiLocker."
      onNext={identity ? save : undefined}
      hideNext={!identity}
      actions={error || (data && !identity) ? retry : undefined}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {received && identity && <Alert tone="info">{received}</Alert>}
      {data && !identity && (
        <Alert tone="error">No details have been received from DigiLocker yet.</Alert>
      )}
      {data && identity && (
        <>
          <IdentityCard identity={identity} heading="DigiLocker (Aadhaar)" badge="Verified" />
          <DifferenceList differences={data.differences} source="DigiLocker" />
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            label="I confirm that these are my details and agree to use them to open my account."
          />
        </>
      )}
    </StepFrame>
  );
}
