import { changeApplicationCall } from '@cdesk/domain';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { regCall } from '../reg-gateway';
import { useGoToScreen } from '../use-screen-navigation';

/**
 * Change my application: a signed application cannot be changed step by step; this withdraws
 * the e-signature (after the applicant confirms) and reopens the application at its form, from
 * which Back leads to every step. The form is then made and e-signed again.
 */
export function ChangeApplication() {
  const goTo = useGoToScreen();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  const change = async () => {
    setPending(true);
    try {
      const opened = await regCall(changeApplicationCall, {});
      goTo(opened.nextScreenId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setAsking(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <PencilLine aria-hidden className="size-4" />
        Change my application
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm text-loss">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmQuestion onYes={change} onNo={() => setAsking(false)} pending={pending}>
          Your e-signature will be withdrawn and your application taken out of review. After your
          changes, you view the new form and e-sign it again.
        </ConfirmQuestion>
      )}
    </>
  );
}
