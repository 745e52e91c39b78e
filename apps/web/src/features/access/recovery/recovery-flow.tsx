import type { RecoveryPurpose } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { DetailsStep } from './details-step';
import { OtpStep } from './otp-step';
import { PinStep } from './pin-step';
import { RecoveryDone } from './recovery-done';
import {
  resetPin,
  startRecovery,
  verifyRecovery,
  type RecoveryDetails,
  type RecoveryStarted,
} from './recovery-calls';

type Step =
  | { kind: 'details' }
  | { kind: 'otp'; sent: RecoveryStarted; round: number }
  | { kind: 'pin'; resetTicket: string }
  | { kind: 'done'; message: string };

const stepIndex: Record<Step['kind'], number> = { details: 0, otp: 1, pin: 2, done: 2 };

/** After a right OTP: a new PIN to choose, or the recovery's result. */
function afterVerify(
  purpose: RecoveryPurpose,
  result: Awaited<ReturnType<typeof verifyRecovery>>,
): Step {
  return purpose === 'PIN' && result.resetTicket
    ? { kind: 'pin', resetTicket: result.resetTicket }
    : { kind: 'done', message: result.message };
}

/** Details, OTP, then the result (or the new PIN): one recovery of spec 1 section 2.1. */
export function useRecoveryFlow(purpose: RecoveryPurpose) {
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [details, setDetails] = useState<RecoveryDetails | null>(null);
  const { run, pending, error, setError } = useAction<'start' | 'verify' | 'resend' | 'pin'>();

  function start(next: RecoveryDetails, name: 'start' | 'resend' = 'start') {
    setDetails(next);
    void run(name, async () => {
      const sent = await startRecovery(purpose, next);
      setStep((current) => ({
        kind: 'otp',
        sent,
        round: current.kind === 'otp' ? current.round + 1 : 1,
      }));
    });
  }

  const body = (() => {
    switch (step.kind) {
      case 'details':
        return (
          <DetailsStep
            purpose={purpose}
            initial={details}
            pending={pending === 'start'}
            onSubmit={(next) => start(next)}
          />
        );
      case 'otp':
        return (
          <OtpStep
            sent={step.sent}
            round={step.round}
            pending={pending === 'verify' || pending === 'resend' ? pending : null}
            onResend={() => details && start(details, 'resend')}
            onBack={() => {
              setError('');
              setStep({ kind: 'details' });
            }}
            onVerify={(otp) =>
              void run('verify', async () => {
                const result = await verifyRecovery(step.sent.requestId, otp);
                setStep(afterVerify(purpose, result));
              })
            }
          />
        );
      case 'pin':
        return (
          <PinStep
            pending={pending === 'pin'}
            onSubmit={(pin, confirmPin) =>
              void run('pin', async () => {
                const message = await resetPin(step.resetTicket, pin, confirmPin);
                setStep({ kind: 'done', message });
              })
            }
          />
        );
      case 'done':
        return <RecoveryDone message={step.message} />;
    }
  })();

  return {
    current: stepIndex[step.kind],
    body: (
      <>
        {error && (
          <Alert tone="error" className="mb-5">
            {error}
          </Alert>
        )}
        {body}
      </>
    ),
  };
}
