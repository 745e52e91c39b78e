import {
  bandNeedsAmount,
  loadPersonalDetailCall,
  type NetWorthBand,
  personalDetailsErrors,
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
import type { StepPageProps } from './step-page-props';

function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <p className="text-sm font-medium text-loss">{message}</p>;
}

const asOptions = (list: readonly { code: string; label: string }[]) =>
  list.map((o) => ({ value: o.code, label: o.label }));

/** Screens 13, 22, 28, 34: the holder's personal details. */
export function PersonalDetailsStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadPersonalDetailCall, { holder }, holder);
  const [edits, setEdits] = useState<Partial<TPersonalDetailForm>>({});
  const form: TPersonalDetailForm | null = data ? { ...data.form, ...edits } : null;
  const [errors, setErrors] = useState<Partial<Record<keyof TPersonalDetailForm, string>>>({});
  const set = (patch: Partial<TPersonalDetailForm>) => {
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as keyof TPersonalDetailForm];
      return rest;
    });
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form) return null;
    // Every problem of the step at once, each beside its field.
    const found = personalDetailsErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return (await regCall(saveDataPersonalDetailCall, { holder, ...form })).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Personal details"
      subtitle={data?.holderName}
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
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
            <FieldError message={errors.gender} />
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
            <FieldError message={errors.maritalStatus} />
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
          <Field
            label={relativeKinds[form.relativeKind === 'S' ? 'S' : 'F']}
            error={errors.relativeName}
          >
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
            error={errors.occupation}
          />
          <Select
            label="Annual Income"
            placeholder="Select annual income"
            options={asOptions(data.annualIncomeBands)}
            value={form.annualIncome}
            onValueChange={(annualIncome) => set({ annualIncome })}
            error={errors.annualIncome}
          />
          <Select
            label="Net Worth"
            placeholder="Select net worth"
            options={asOptions(data.netWorthBands)}
            value={form.netWorth}
            onValueChange={(netWorth) => set({ netWorth })}
            error={errors.netWorth}
          />
          {form.netWorth !== '' && bandNeedsAmount(form.netWorth as NetWorthBand) && (
            <Field
              label="Net Worth Amount (₹)"
              hint="Your net worth in rupees, within the range selected."
              error={errors.netWorthAmount}
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
            error={errors.pep}
            className="tablet:col-span-2"
          />
        </div>
      )}
    </StepFrame>
  );
}
