import { Checkbox } from '../../../ui/checkbox';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { TaxResidencyRows } from '../kyc/tax-residency-rows';
import { StepFrame } from '../step-frame';
import { useHelpNo } from '../use-help-no';
import { BirthFields } from './birth-fields';
import { HelpLineRefusal } from './help-line-refusal';
import type { StepPageProps } from './step-page-props';
import { useFatcaStep } from './use-fatca-step';

/** Screens 14, 23, 29 and 65: FATCA details; born outside India, the account opens at a branch. */
export function FatcaStep({ screenId, holder }: StepPageProps) {
  const { data, error, form, problem, refusal, set, countries, chooseBirthCountry, save } =
    useFatcaStep(holder);
  const helpNo = useHelpNo();

  return (
    <StepFrame
      screenId={screenId}
      title="FATCA details"
      subtitle={data ? `${data.holderName}, PAN ${data.pan}` : undefined}
      onNext={data && !refusal ? save : undefined}
      hideNext={!data || Boolean(refusal)}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      {data && form && (
        <>
          <BirthFields
            form={form}
            countries={countries}
            set={set}
            chooseBirthCountry={chooseBirthCountry}
          />
          {refusal ? (
            <HelpLineRefusal refusal={refusal} helpNo={helpNo} />
          ) : (
            <>
              <TaxResidencyRows
                rows={form.taxResidencies}
                countries={countries}
                tinTypes={data.tinTypes.map((t) => ({ value: t.code, label: t.label }))}
                onChange={(taxResidencies) => set({ taxResidencies })}
              />
              <Checkbox
                checked={form.declaration === 'Y'}
                onChange={(event) => set({ declaration: event.target.checked ? 'Y' : 'N' })}
                label="I declare that the FATCA details given above are true and complete, and I will inform you of any change in them."
              />
            </>
          )}
        </>
      )}
    </StepFrame>
  );
}
