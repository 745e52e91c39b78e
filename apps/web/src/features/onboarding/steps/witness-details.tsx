import {
  firstNomineeError,
  loadNomineeWitnessCall,
  saveNomineeWitnessCall,
  type TWitnessForm,
  witnessFormErrors,
  witnessLimits,
} from '@cdesk/domain';
import { useState } from 'react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/** Screen 39: the witness to the nomination, who must be of full age. */
export function WitnessDetailsStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadNomineeWitnessCall, {}, 'witnessdetails');
  const [edits, setEdits] = useState<Partial<TWitnessForm>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form: TWitnessForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TWitnessForm>) => {
    setErrors({});
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form || !data) return null;
    const found = witnessFormErrors(form, data.today);
    setErrors(found);
    if (firstNomineeError(found)) return null;
    return (await regCall(saveNomineeWitnessCall, form)).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Witness details"
      subtitle="A person of full age who witnesses your nomination."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field label="Witness name" error={errors.name} className="tablet:col-span-2">
            {(control) => (
              <Input
                {...control}
                name="witnessName"
                autoComplete="off"
                maxLength={witnessLimits.nameMax}
                value={form.name}
                onChange={(event) => set({ name: event.target.value })}
              />
            )}
          </Field>
          <Field label="Date of birth" hint="DD-MM-YYYY" error={errors.dob}>
            {(control) => (
              <Input
                {...control}
                name="witnessDob"
                inputMode="numeric"
                verbatim
                maxLength={10}
                placeholder="DD-MM-YYYY"
                value={form.dob}
                onChange={(event) => set({ dob: event.target.value })}
              />
            )}
          </Field>
          <Field label="Address" error={errors.address} className="tablet:col-span-2">
            {(control) => (
              <textarea
                {...control}
                name="witnessAddress"
                rows={3}
                maxLength={witnessLimits.addressMax}
                className="w-full rounded-card border border-border-strong bg-surface px-3 py-2.5 text-base text-text hover:border-muted focus-visible:border-brand focus-visible:outline-offset-0 aria-[invalid=true]:border-loss"
                value={form.address}
                onChange={(event) => set({ address: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </StepFrame>
  );
}
