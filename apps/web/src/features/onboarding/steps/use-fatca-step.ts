import {
  fatcaProblem,
  type HolderRole,
  loadFatcaCall,
  loadFatcaPobCall,
  onboardingKycMessages,
  saveDataFatcaCall,
  type TFatcaForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

/** A holder's FATCA details, and the refusal when they were born outside India. */
export function useFatcaStep(holder: HolderRole) {
  const { data, error } = useStepLoad(loadFatcaCall, { holder }, holder);
  const [edits, setEdits] = useState<Partial<TFatcaForm>>({});
  const [problem, setProblem] = useState('');
  const [refusal, setRefusal] = useState('');
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

  return { data, error, form, problem, refusal, set, countries, chooseBirthCountry, save };
}
