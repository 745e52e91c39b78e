import { relativeKinds } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { LabelledChoice } from './labelled-choice';
import { PersonalFinanceFields } from './personal-finance-fields';
import type { StepPageProps } from './step-page-props';
import { usePersonalDetails } from './use-personal-details';

/** Screens 13, 22, 28, 34: the holder's personal details. */
export function PersonalDetailsStep({ screenId, holder }: StepPageProps) {
  const { data, error, form, errors, set, save } = usePersonalDetails(holder);

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
          <LabelledChoice
            label="Gender"
            value={form.gender}
            choices={data.genders.map((g) => ({ value: g.code, label: g.label }))}
            onChange={(gender) => set({ gender })}
            error={errors.gender}
          />
          <LabelledChoice
            label="Marital Status"
            value={form.maritalStatus}
            choices={data.maritalStatuses.map((g) => ({ value: g.code, label: g.label }))}
            onChange={(maritalStatus) =>
              set({
                maritalStatus,
                ...(maritalStatus !== 'Married' ? { relativeKind: 'F' } : {}),
              })
            }
            error={errors.maritalStatus}
          />
          {form.maritalStatus === 'Married' && (
            <LabelledChoice
              label="Name given of"
              value={form.relativeKind}
              choices={[
                { value: 'F', label: 'Father' },
                { value: 'S', label: 'Spouse' },
              ]}
              onChange={(relativeKind) => set({ relativeKind })}
            />
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
          <PersonalFinanceFields form={form} errors={errors} set={set} data={data} />
        </div>
      )}
    </StepFrame>
  );
}
