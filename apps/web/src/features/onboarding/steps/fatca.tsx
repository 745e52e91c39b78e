import {
  fatcaProblem,
  loadFatcaCall,
  loadFatcaPobCall,
  onboardingKycMessages,
  saveDataFatcaCall,
  type TFatcaForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { TaxResidencyRows } from '../kyc/tax-residency-rows';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { useHelpNo } from '../use-help-no';
import type { StepPageProps } from './step-page-props';

/** Screens 14, 23, 29 and 65: FATCA details; born outside India, the account opens at a branch. */
export function FatcaStep({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadFatcaCall, { holder }, holder);
  const [edits, setEdits] = useState<Partial<TFatcaForm>>({});
  const [problem, setProblem] = useState('');
  const [refusal, setRefusal] = useState('');
  const helpNo = useHelpNo();
  const form: TFatcaForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TFatcaForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };
  const countries = data?.countries.map((c) => ({ value: c.code, label: c.label })) ?? [];

  const chooseBirthCountry = async (countryOfBirth: string) => {
    set({ countryOfBirth });
    setRefusal('');
    if (!countryOfBirth) return;
    try {
      await regCall(loadFatcaPobCall, { holder, countryOfBirth });
    } catch (caught) {
      setRefusal(errorMessage(caught));
    }
  };

  const save = async () => {
    if (!form || !data) return null;
    const found = fatcaProblem(form, data.pan);
    if (found === onboardingKycMessages.bornOutsideIndia) setRefusal(found);
    setProblem(found && found !== onboardingKycMessages.bornOutsideIndia ? found : '');
    if (found) return null;
    return (await regCall(saveDataFatcaCall, { holder, ...form })).nextScreenId;
  };

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
          <div className="grid grid-cols-1 gap-5 tablet:grid-cols-3">
            <Select
              label="Nationality"
              placeholder="Select country"
              options={countries}
              value={form.nationality}
              onValueChange={(nationality) => set({ nationality })}
            />
            <Select
              label="Country of Birth"
              placeholder="Select country"
              options={countries}
              value={form.countryOfBirth}
              onValueChange={(country) => void chooseBirthCountry(country)}
            />
            <Field label="Place of Birth">
              {(control) => (
                <Input
                  {...control}
                  name="placeOfBirth"
                  autoComplete="off"
                  maxLength={60}
                  value={form.placeOfBirth}
                  onChange={(event) => set({ placeOfBirth: event.target.value })}
                />
              )}
            </Field>
          </div>
          {refusal ? (
            <Alert tone="error">
              <p>{refusal}</p>
              <p className="mt-1">
                Help line:{' '}
                <a className="underline" href={`tel:${helpNo.replace(/[^\d+]/g, '')}`}>
                  {helpNo}
                </a>
              </p>
            </Alert>
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
