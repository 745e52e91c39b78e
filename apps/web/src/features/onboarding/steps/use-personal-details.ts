import {
  loadPersonalDetailCall,
  type HolderRole,
  personalDetailsErrors,
  saveDataPersonalDetailCall,
  type TPersonalDetailForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

/** A holder's personal details: loaded, edited, checked all at once and saved. */
export function usePersonalDetails(holder: HolderRole) {
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

  return { data, error, form, errors, set, save };
}
