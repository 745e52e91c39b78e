import {
  loadPreferenceScrnCall,
  preferencesProblem,
  savePreferenceScrnCall,
  type TPreferenceForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { SegmentPreference } from './segment-preference';
import type { StepPageProps } from './step-page-props';

/** Screen 15: the segments and exchanges the account trades on, its brokerage and GST number. */
export function PreferenceStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadPreferenceScrnCall, {}, 'preference');
  const [edits, setEdits] = useState<Partial<TPreferenceForm>>({});
  const [problem, setProblem] = useState('');
  const form: TPreferenceForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TPreferenceForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form || !data) return null;
    const found = preferencesProblem(form, data.accountType);
    setProblem(found ?? '');
    if (found) return null;
    return (await regCall(savePreferenceScrnCall, form)).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Trading preferences"
      subtitle="Where your account trades, and what it costs."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          {data.segments.map((segment) => (
            <SegmentPreference
              key={segment.code}
              segment={segment}
              form={form}
              set={set}
              data={data}
            />
          ))}
          {!data.brokerageAsked && (
            <p className="text-sm text-muted">
              Brokerage is set by your wealth partner; without one, your account opens with zero
              brokerage.
            </p>
          )}
          <Field label="GST Number (optional)" className="tablet:max-w-sm">
            {(control) => (
              <Input
                {...control}
                name="gstNo"
                verbatim
                maxLength={15}
                value={form.gstNo}
                onChange={(event) => set({ gstNo: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
        </>
      )}
    </StepFrame>
  );
}
