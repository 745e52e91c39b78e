import { modifyNomineeProfileCall } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useAction } from '../../lib/use-action';
import { Button } from '../../ui/button';
import { MessageDialog } from '../../ui/dialog';
import { nomineeCall } from './nominee-calls';
import { StepSkeleton } from './step-skeleton';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

interface EntryStepProps extends StepProps {
  /** Back to the transact page that sent the investor here, flagged as a nominee redirect. */
  onReturn: () => void;
}

/** S1: no nominee preference on record, so the modify request is made at once. */
export function EntryStep({ flow, send, onReturn }: EntryStepProps) {
  const { isFromTransact } = flow;
  const { run, error } = useAction<'modify'>();
  const [notice, setNotice] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void run('modify', async () => {
      const made = await nomineeCall(
        modifyNomineeProfileCall,
        { isFromTransact: isFromTransact ? 'Y' : 'N' },
        isFromTransact,
      );
      const loaded = {
        type: 'LOADED',
        nomiReqId: made.nomiReqId,
        action: made.action,
        totalNomi: made.totalNomi,
        screenNo: made.screenNo === 'S1' ? undefined : made.screenNo,
      } as const;
      if (made.nomiModificationMsg && isFromTransact) setNotice(made.nomiModificationMsg);
      else send(loaded);
    });
  }, [run, send, isFromTransact, attempt]);

  if (error)
    return (
      <WizardFrame
        title="NOMINEE DETAILS"
        stage="Preference"
        error={error}
        actions={<Button onClick={() => setAttempt((value) => value + 1)}>Try again</Button>}
      >
        <p className="text-[15px] text-muted">Your nominee request could not be started.</p>
      </WizardFrame>
    );
  return (
    <>
      <StepSkeleton title="NOMINEE DETAILS" stage="Preference" />
      <MessageDialog
        open={notice !== ''}
        title="NOMINEE DETAILS"
        onConfirm={onReturn}
        onClose={onReturn}
      >
        {notice}
      </MessageDialog>
    </>
  );
}
