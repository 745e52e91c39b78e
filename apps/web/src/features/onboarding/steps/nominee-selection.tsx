import {
  loadSelectNomineeCall,
  nominationError,
  saveSelectNomineeCall,
  type TNominationChoiceForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { NominationOptIn } from './nomination-opt-in';
import type { StepPageProps } from './step-page-props';

const counts = [
  { value: '1', label: '1 nominee' },
  { value: '2', label: '2 nominees' },
  { value: '3', label: '3 nominees' },
] as const;

/** Screen 35: whether the account has nominees, and how many (1 to 3). */
export function NomineeSelectionStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadSelectNomineeCall, {}, 'nomineeselection');
  const [edits, setEdits] = useState<Partial<TNominationChoiceForm>>({});
  const [problem, setProblem] = useState('');
  const form: TNominationChoiceForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TNominationChoiceForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form) return null;
    const found = nominationError(form);
    setProblem(found ?? '');
    if (found) return null;
    return (await regCall(saveSelectNomineeCall, form)).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Nomination"
      subtitle="Who receives the account's holdings if something happens to the holders."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          <NominationOptIn
            optIn={form.optIn}
            onChange={(optIn) => set({ optIn, count: form.count || 1 })}
          />
          {form.optIn === 'Y' && (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium text-muted">Number of nominees</p>
              <SegmentedChoice
                label="Number of nominees"
                value={String(form.count || 1) as '1' | '2' | '3'}
                choices={counts}
                onChange={(value) => set({ count: Number(value) })}
              />
              <p className="text-sm text-muted">
                Their shares add up to 100%. A minor nominee needs a guardian.
              </p>
            </div>
          )}
          {form.optIn === 'N' && (
            <>
              <Alert tone="info">{data.advice}</Alert>
              <Checkbox
                name="consent"
                checked={form.consent === 'Y'}
                onChange={(event) => set({ consent: event.target.checked ? 'Y' : 'N' })}
                label="I have understood, and I do not wish to assign a nominee to this account."
              />
            </>
          )}
        </>
      )}
    </StepFrame>
  );
}
