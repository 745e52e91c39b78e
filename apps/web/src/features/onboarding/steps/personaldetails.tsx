import {
  bandNeedsAmount,
  loadPersonalDetailCall,
  type NetWorthBand,
  personalDetailsProblem,
  relativeKinds,
  saveDataPersonalDetailCall,
  type TPersonalDetailForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Select } from '../../../ui/select';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './registry';

const asOptions = (list: readonly { code: string; label: string }[]) =>
  list.map((o) => ({ value: o.code, label: o.label }));

/** Screens 13, 22, 28, 34: the holder's personal details. */
export function PersonalDetailsStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadPersonalDetailCall, { holder }, holder);
  const [edits, setEdits] = useState<Partial<TPersonalDetailForm>>({});
  const form: TPersonalDetailForm | null = data ? { ...data.form, ...edits } : null;
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<TPersonalDetailForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form) return null;
    const found = personalDetailsProblem(form);
    setProblem(found ?? '');
    if (found) return null;
    return (await regCall(saveDataPersonalDetailCall, { holder, ...form })).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Personal details"
      subtitle={data?.holderName}
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <div className="grid grid-cols-1 gap-5 tablet:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-muted">Gender</span>
            <SegmentedChoice
              label="Gender"
              value={form.gender}
              choices={data.genders.map((g) => ({ value: g.code, label: g.label }))}
              onChange={(gender) => set({ gender })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-muted">Marital Status</span>
            <SegmentedChoice
              label="Marital Status"
              value={form.maritalStatus}
              choices={data.maritalStatuses.map((g) => ({ value: g.code, label: g.label }))}
              onChange={(maritalStatus) =>
                set({
                  maritalStatus,
                  ...(maritalStatus !== 'Married' ? { relativeKind: 'F' } : {}),
                })
              }
            />
          </div>
          {form.maritalStatus === 'Married' && (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-muted">Name given of</span>
              <SegmentedChoice
                label="Name given of"
                value={form.relativeKind}
                choices={[
                  { value: 'F', label: 'Father' },
                  { value: 'S', label: 'Spouse' },
                ]}
                onChange={(relativeKind) => set({ relativeKind })}
              />
            </div>
          )}
          <Field label={relativeKinds[form.relativeKind === 'S' ? 'S' : 'F']}>
            {(control) => (
              <Input
                {...control}
                name="relativeName"
                autoComplete="off"
                maxLength={85}
                value={form.relativeName}
                onChange={(event) => set({ relativeName: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Select
            label="Occupation"
            placeholder="Select occupation"
            options={asOptions(data.occupations)}
            value={form.occupation}
            onValueChange={(occupation) => set({ occupation })}
          />
          <Select
            label="Annual Income"
            placeholder="Select annual income"
            options={asOptions(data.annualIncomeBands)}
            value={form.annualIncome}
            onValueChange={(annualIncome) => set({ annualIncome })}
          />
          <Select
            label="Net Worth"
            placeholder="Select net worth"
            options={asOptions(data.netWorthBands)}
            value={form.netWorth}
            onValueChange={(netWorth) => set({ netWorth })}
          />
          {form.netWorth !== '' && bandNeedsAmount(form.netWorth as NetWorthBand) && (
            <Field
              label="Net Worth Amount (₹)"
              hint="Your net worth in rupees, within the range selected."
            >
              {(control) => (
                <Input
                  {...control}
                  name="netWorthAmount"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={20}
                  className="tabular-nums"
                  value={form.netWorthAmount}
                  onChange={(event) =>
                    set({ netWorthAmount: event.target.value.replace(/[^\d.,]/g, '') })
                  }
                />
              )}
            </Field>
          )}
          <Select
            label="Politically Exposed Person"
            options={asOptions(data.pepOptions)}
            value={form.pep}
            onValueChange={(pep) => set({ pep })}
            className="tablet:col-span-2"
          />
        </div>
      )}
    </StepFrame>
  );
}
