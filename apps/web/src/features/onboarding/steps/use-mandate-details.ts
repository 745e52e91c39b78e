import {
  generateScanMandateCall,
  loadMandateDetailCall,
  mandateFormProblem,
  onboardingBankMessages as m,
  saveDataMandateDetailCall,
  type TMandateForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

/** The mandate step's form: whether an e-mandate is wanted, its terms, and the save. */
export function useMandateDetails() {
  const { data, error } = useStepLoad(loadMandateDetailCall, {}, 'mandate');
  const [edits, setEdits] = useState<Partial<TMandateForm>>({});
  const [problem, setProblem] = useState('');
  const form: TMandateForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TMandateForm>) => {
    setProblem('');
    setEdits((e) => ({ ...e, ...patch }));
  };

  const save = async () => {
    if (!form || !data) return null;
    const wanted = data.mandateFacility && form.emandate === 'Y';
    if (wanted) {
      const found = !form.mandateType
        ? m.mandateTypeEmpty
        : !form.provider
          ? m.mandateProviderEmpty
          : mandateFormProblem(form, data.today).problem;
      setProblem(found ?? '');
      if (found) return null;
    }
    const saved = await regCall(
      saveDataMandateDetailCall,
      wanted ? form : { ...form, emandate: 'N' },
    );
    if (wanted) await regCall(generateScanMandateCall, {});
    return saved.nextScreenId;
  };

  return { data, error, form, problem, set, save };
}
